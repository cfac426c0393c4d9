---- MODULE InvariantLevel ----
\* An INVARIANT must be a state predicate: one with a prime is refused
\* before anything else of the configuration is looked at (exit 76).
EXTENDS Naturals
VARIABLE x
Init == x = 1
Next == x' = x + 1
Spec == Init /\ [][Next]_x
Invariant == x' \in Nat
====
