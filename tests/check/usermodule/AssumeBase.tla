---- MODULE AssumeBase ----
EXTENDS Naturals, TLC
CONSTANT N
ASSUME PrintT(<<"base", N>>)
====
