---- MODULE instance_level_variable ----
\* A definition reached through an INSTANCE has the level of what is
\* substituted for the parameters it depends on: with Keys <- x (a
\* VARIABLE), J!Ops is a state function and cannot be assumed (SANY: line 9,
\* col 1, "assumptions must be level 0 (Constant), but this one has level 1").
EXTENDS FiniteSets
VARIABLE x
J == INSTANCE LevelInner WITH Keys <- x, Default <- 0
ASSUME Cardinality(J!Ops) = 2
====
