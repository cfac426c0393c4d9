---- MODULE SymmetryValue ----
\* TLC takes as SYMMETRY a set it holds enumerated (a union of
\* Permutations, a filter of one) of functions; a set it keeps unbuilt
\* ([A -> A]), a non-set, or elements that are not functions fail (255).
EXTENDS Naturals, TLC
CONSTANTS A, B
VARIABLES x
Cup == Permutations(A) \cup Permutations(B)
NotFns == {TRUE}
NotSet == TRUE
FnSet == [A -> A]
Filtered == {f \in Permutations(A) : TRUE}
Init == x \in A
Next == x' \in A
====
