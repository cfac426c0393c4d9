---- MODULE resolve_duplicate ----
CONSTANT N
VARIABLE x
A == 1
A == 2
x == 3
B == \E N \in {1} : N
C(x) == x
D == LET A == 1 IN A
====
