---- MODULE missing_end ----
A == 1
B == 2
