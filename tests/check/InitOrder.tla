---- MODULE InitOrder ----
\* TLC checks each initial state as Init generates it (its invariants,
\* constraints, fingerprint): a state that violates an invariant is
\* reported before an evaluation error in generating a later one (x = 2
\* overflows 2147483647 + x). When no earlier state fails, the error is
\* reported, with the states generated before it counted.
EXTENDS Naturals
VARIABLE x
Init == /\ x \in {0, 2}
        /\ (2147483647 + x) % 5 # 7
Next == UNCHANGED x
Small == x > 0
Below == x < 100
====
