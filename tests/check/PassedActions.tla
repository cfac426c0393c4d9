---- MODULE PassedActions ----
\* Arguments are expressions however they are passed: an action through an
\* operator that only returns its parameter, a primed argument through a LET
\* name and operators that do not prime anything themselves, and a function
\* definition whose values are actions (N[i]), enumerated as TLC does.
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Same(a) == a
Check(u, v) == /\ u \in 0..3
               /\ v = u
Indirect(u, v) == Check(u, v)
ViaLet(u, v) == LET w == u IN Indirect(w, v)
N[i \in 1..2] == /\ x' = (x + i) % 4
                 /\ UNCHANGED y
Init == x = 0 /\ y = 0
Next == \/ Same(\E i \in 1..2 : N[i])
        \/ ViaLet(y', x') /\ UNCHANGED x
====
