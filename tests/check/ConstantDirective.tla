---- MODULE ConstantDirective ----
\* TLC evaluates every definition of constant level without parameters
\* before it reads the configuration, and keeps the value in place of the
\* definition when the evaluation succeeds: a directive naming it names a
\* value, judged as TLC judges TRUE or FALSE written there.
EXTENDS Naturals
CONSTANT N
VARIABLE x
Init == x = 0
Next == x < N /\ x' = x + 1
Holds == N = 2
Never == N = 7
Pair == <<N, N>>
Broken == 1 \div (N - 2) = 0
====
