---- MODULE CompiledStats ----
\* An action the compiled core leaves to the interpreter (a recursive LET
\* function), for `check --stats`, which names it and says why.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step == LET inc[n \in 0..2] == IF n = 0 THEN 1 ELSE (inc[n - 1] + 1) % 3 IN x' = inc[x]
Next == Step
====
