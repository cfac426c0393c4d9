---- MODULE Counter ----
\* Two counters; the invariant fails when both reach 2.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
IncX == x < 3 /\ x' = x + 1 /\ UNCHANGED y
IncY == y < 3 /\ y' = y + 1 /\ UNCHANGED x
Next == IncX \/ IncY
NotBoth2 == ~(x = 2 /\ y = 2)
TypeOK == x \in 0..3 /\ y \in 0..3
====
