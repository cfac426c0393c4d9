---- MODULE DiffTrace ----
EXTENDS Naturals
VARIABLES a, b, c
Init == a = 0 /\ b = 0 /\ c = "c"
IncA == a < 2 /\ a' = a + 1 /\ UNCHANGED <<b, c>>
IncB == b < 2 /\ b' = b + 1 /\ UNCHANGED <<a, c>>
Next == IncA \/ IncB
Inv == a + b < 3
====
