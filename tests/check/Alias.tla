---- MODULE Alias ----
\* The ALIAS record replaces the variables in the error trace.
EXTENDS Naturals
VARIABLE n
Init == n = 0
Next == n' = n + 1
Small == n < 2
Shown == [count |-> n, double |-> 2 * n]
====
