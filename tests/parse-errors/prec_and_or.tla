---- MODULE prec_and_or ----
A(a, b, c) == a /\ b \/ c
====
