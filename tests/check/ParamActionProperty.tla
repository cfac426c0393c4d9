---- MODULE ParamActionProperty ----
\* A PROPERTY that applies an operator defined as `[][A]_v` to arguments is
\* an action property checked on every step, named after the operator.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 4 /\ x' = x + 1
Spec == Init /\ [][Next]_x
StepAtMost(k) == [][x' - x <= k]_x
Holds == StepAtMost(1)
Fails == StepAtMost(0)
====
