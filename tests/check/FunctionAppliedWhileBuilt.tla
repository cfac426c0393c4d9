---- MODULE FunctionAppliedWhileBuilt ----
\* A function definition whose values are functions may apply a value
\* while it is being computed (f[i][j - 1] inside f[i]): TLC's function
\* values are lazy, and applying one evaluates the one element.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
f[i \in 0..4] == [j \in 0..3 |-> IF j = 0 THEN i ELSE f[i][j - 1] + x]
Table[n \in 0..3] == [k \in 0..n |-> IF k = 0 THEN 1 ELSE Table[n][k - 1] * 2 + Table[n - 1][k - 1]]
Inv == /\ f[3][2] = 3 + 2 * x
       /\ Table[3][3] = 27
       /\ DOMAIN Table[2] = 0..2
Wrong == f[4][3] = 4
====
