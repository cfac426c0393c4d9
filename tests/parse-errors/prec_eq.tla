---- MODULE prec_eq ----
A(a, b, c) == a = b = c
====
