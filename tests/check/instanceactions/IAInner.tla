---- MODULE IAInner ----
EXTENDS Naturals
VARIABLE x
Assign(i) == x' = x + i
Reset == x' = 0
Next == \E i \in {1, 2} : Assign(i) \/ Reset
====
