---- MODULE Tabs ----
\* A tab moves to the next multiple of 8 columns, as in SANY: the bullets
\* below line up with the first one.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == /\ x < 2
	/\ x' = x + 1
  	/\ y' = y + x
====
