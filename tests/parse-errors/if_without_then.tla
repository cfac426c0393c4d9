---- MODULE if_without_then ----
A(x) == IF x ELSE 1
B == 2
====
