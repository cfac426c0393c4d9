---- MODULE several_errors ----
EXTENDS Naturals
VARIABLES x, y, z

A == (x + 1
B == x + 2
C == [x EXCEPT ![1] 2]
D == x + * 3
E == IF x THEN 1
F == {1, 2
G == 7
H == x \/ y /\ z
I == LET u == 1 v
J == 8
====
