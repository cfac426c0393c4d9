---- MODULE AliasNoSuccessor ----
\* An error met while expanding an initial state, with no successor to
\* show (a deadlock, a Next that fails), is printed by TLC with that
\* state's variables, without the ALIAS; a longer trace shows the ALIAS.
EXTENDS Naturals
VARIABLES z, b
Alias == [zz |-> z]
Init == z = 0 /\ b = "s"
Stuck == z < 0 /\ z' = z + 1 /\ b' = b
Fails == z' = 1 \div z /\ b' = b
Later == z' = z + 1 /\ b' = b /\ z < 1
Spec == Init /\ [][Stuck]_<<z, b>>
====
