---- MODULE SubstValueArity ----
\* `G <- Lim` where the configuration also gives Lim a value: Lim is a value
\* in TLC's table, of no arity, so no arity is compared (G is unused; TLC
\* checks the model).
EXTENDS Naturals
CONSTANT G(_)
Lim == 3
VARIABLE x
Init == x = 0
Next == x < Lim /\ x' = x + 1
====
