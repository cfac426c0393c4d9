---- MODULE Assumption ----
EXTENDS Naturals
CONSTANT N
ASSUME N > 5
VARIABLE x
Init == x = N
Next == UNCHANGED x
====
