---- MODULE AssumeLib ----
EXTENDS AssumeBase
ASSUME PrintT(<<"lib", N>>)
ASSUME N > 10
====
