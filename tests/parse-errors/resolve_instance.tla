---- MODULE resolve_instance ----
EXTENDS Naturals
---- MODULE Counter ----
CONSTANT Limit
VARIABLE count
Step == count' = count + 1
====
VARIABLE count
C1 == INSTANCE Counter WITH Limit <- 3, Nope <- 1
C2 == INSTANCE Counter
Use == C1!Step /\ C1!Missing
====
