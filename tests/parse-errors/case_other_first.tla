---- MODULE case_other_first ----
A(x) == CASE OTHER -> 0
B == 2
====
