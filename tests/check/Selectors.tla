---- MODULE Selectors ----
\* Subexpression selectors: Op!n, Op!<<, Op!>>, Op!:, Op!label and a theorem's
\* name used as an expression, in actions and invariants.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Step(k) == /\ x < 4
           /\ x' = x + k
           /\ done :: y' = x
Inv == /\ x <= 5
       /\ y <= x
THEOREM Typed == x \in Nat /\ y \in Nat
Next == \/ Step(1)!1 /\ Step(1)!2 /\ Step(1)!done
        \/ Step(2)!<< /\ Step(2)!2 /\ UNCHANGED y
MCInv == /\ Typed!:
         /\ Inv!2
         /\ Typed!>>
====
