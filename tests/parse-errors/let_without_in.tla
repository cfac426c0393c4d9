---- MODULE let_without_in ----
A == LET x == 1
         y == 2
B == 3
====
