---- MODULE CheckBeforeError ----
\* TLC checks each successor as it is generated: a violation found among the
\* successors an action gave before another action fails to evaluate is the
\* one reported; without it, the error comes after those successors count.
EXTENDS Naturals
VARIABLE x
Init == x = 1
A == x' = 0
B == x' = 2
C == {1, 2}
Next == A \/ B \/ C
Inv == x > 0
====
