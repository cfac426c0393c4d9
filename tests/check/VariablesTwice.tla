---- MODULE VariablesTwice ----
\* `VARIABLES x, x` declares one variable (SANY warns); TLC: a deadlock
\* after 3 states, x = 0, 1, 2.
EXTENDS Naturals
VARIABLES x, x
Init == x = 0
Next == x < 2 /\ x' = x + 1
====
