---- MODULE incomplete_expression ----
EXTENDS Naturals
A == 1 +
B == 2
====
