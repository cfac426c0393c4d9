---- MODULE SetOperandErrors ----
\* Both operands of \ and \cap are evaluated, even when the left one is
\* empty: an error in the right one is an error (only a comprehension over
\* an infinite set, which TLC keeps unbuilt, is exempt: see UnbuiltSets).
EXTENDS Naturals, Integers, Sequences
VARIABLES y
Init == y = {}
Minus == y' = y \ {<<3, 1>> % 2}
Cap == y' = y \cap {<<3, 1>> % 2}
Unbuilt == y' = y \ {n \in Int : n % 2 = 0}
====
