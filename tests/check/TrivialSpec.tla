---- MODULE TrivialSpec ----
\* A conjunct of the specification that is a constant definition is its
\* value when TLC takes the specification apart: FALSE makes the
\* specification trivially false (TLC's configuration error), TRUE is
\* dropped.
EXTENDS Naturals
CONSTANT N
VARIABLE x
Init == x \in 0..N
Next == x' = (x + 1) % (N + 1)
Small == N < 3
Large == N > 3
Ok == Init /\ [][Next]_x /\ Small
Spec == Init /\ [][Next]_x /\ Large
====
