---- MODULE NBBase ----
EXTENDS Naturals
CONSTANT K
Twice(x) == 2 * x
a ++ b == a + b + K
Val == Twice(K)
====
