---- MODULE prec_pow ----
EXTENDS Naturals
A == 2^3^2
====
