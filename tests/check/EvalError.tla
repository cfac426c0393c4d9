---- MODULE EvalError ----
\* Applying a function outside its domain in the second state.
EXTENDS Naturals
VARIABLE i
f == <<10, 20>>
Init == i = 1
Next == i' = i + 1 /\ f[i] > 0
====
