---- MODULE SubsetOfEmpty ----
\* TLC evaluates both operands of \subseteq: the right one fails even when
\* the left is empty (`0..N` of a set N).
EXTENDS Naturals
N == {1, 2}
VARIABLE x
Init == x = 0
Next == ~({} \subseteq (0..N)) /\ x' = x
====
