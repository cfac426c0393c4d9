---- MODULE ExcludedViolation ----
\* A successor the constraints exclude is still checked against the
\* invariants; its violation is reported, but it does not raise the depth
\* of the search (it is not a state of the model).
EXTENDS Integers
VARIABLE x
Init == x = 1
Next == \/ x \in Nat /\ x' = -x
        \/ x' = x + 1
Inv == x >= 0
InNat == x' \in Nat
StateInNat == x \in Nat
====
