---- MODULE if_without_else ----
A(x) == IF x THEN 1
B == 2
====
