---- MODULE LevelInner ----
VARIABLE Keys
CONSTANT Default
Ops == [key : Keys]
Pick == CHOOSE k \in Keys : TRUE
Both == Ops \cup {[key |-> Default]}
Step == Keys' = Keys
====
