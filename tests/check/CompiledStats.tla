---- MODULE CompiledStats ----
\* An action the compiled core leaves to the interpreter (a LET function),
\* for `check --stats`, which names it and says why.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step == LET inc[n \in 0..2] == (n + 1) % 3 IN x' = inc[x]
Next == Step
====
