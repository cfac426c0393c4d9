---- MODULE garbage_control ----
A == TRUE  FALSE
B == 3
====
