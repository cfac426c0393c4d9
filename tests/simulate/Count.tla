---- MODULE Count ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = "a"
Next == x < 3 /\ x' = x + 1 /\ UNCHANGED y
====
