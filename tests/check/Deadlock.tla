---- MODULE Deadlock ----
\* Counts to 2 and then has no successor.
EXTENDS Naturals
VARIABLE n
Init == n = 0
Next == n < 2 /\ n' = n + 1
====
