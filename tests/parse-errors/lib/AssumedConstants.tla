---- MODULE AssumedConstants ----
\* For instance_assumed_constant_temporal: C is mentioned in an ASSUME
\* (through a definition), D in an ASSUME/PROVE, E nowhere.
CONSTANT C, D, E
Empty == C = {}
ASSUME Empty
THEOREM ASSUME D PROVE TRUE
====
