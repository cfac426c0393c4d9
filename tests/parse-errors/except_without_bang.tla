---- MODULE except_without_bang ----
VARIABLE f
A == [f EXCEPT [1] = 2]
====
