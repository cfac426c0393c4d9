---- MODULE Unassigned ----
\* The action forgets to say what y becomes: an evaluation error.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == x < 1 /\ x' = x + 1
====
