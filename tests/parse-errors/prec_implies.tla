---- MODULE prec_implies ----
A(a, b, c) == a => b => c
B(a, b, c) == a => b <=> c
====
