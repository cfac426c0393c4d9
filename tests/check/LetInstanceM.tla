---- MODULE LetInstanceM ----
\* Instantiated by LetInstance.
EXTENDS Naturals
CONSTANT F(_)
VARIABLE x
xplus1 == x + 1
Twice(a) == F(a) + x
h == F(x)
====
