---- MODULE RecursiveSpec ----
\* A specification whose initial predicate is replaced by a definition that
\* refers back to it calls itself without end: an error while the initial
\* states are computed (75), as TLC's stack overflow, never a hang.
VARIABLE x
Init == x = 0
ReInit == x \in {0, 1} /\ Init
Next == x' = x
Spec == Init /\ [][Next]_x
====
