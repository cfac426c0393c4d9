---- MODULE InstanceLevel ----
\* The level of a definition reached through an INSTANCE is its level after
\* the substitutions (Specifying Systems 17.8, SANY's level parameters):
\* with the VARIABLE Keys replaced by a constant set, I!Ops is a constant
\* and may appear in an ASSUME, which tlars refused ("an ASSUME must be a
\* constant formula"); a definition that primes keeps its action level.
EXTENDS FiniteSets, TLC
I == INSTANCE LevelInner WITH Keys <- {"k1", "k2"}, Default <- "k0"
ASSUME PrintT(Cardinality(I!Ops))
ASSUME PrintT(I!Pick \in {"k1", "k2"})
ASSUME PrintT(Cardinality(I!Both))
VARIABLE x
J == INSTANCE LevelInner WITH Keys <- x, Default <- 0
Init == x = {1, 2}
Next == J!Step
Inv == Cardinality(J!Ops) = 2
====
