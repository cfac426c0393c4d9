---- MODULE ParamInstance ----
\* Parameterized instances: `P(x) == INSTANCE M`, with the parameter
\* substituted implicitly (Scaled) and inside an expression (Shifted), used
\* from ASSUME, from Next and through a named theorem of the instance.
EXTENDS Naturals
VARIABLE x
Scaled(factor) == INSTANCE Scale
Shifted(k) == INSTANCE Scale WITH factor <- k + 1
Init == x = 0
Next == \E k \in 1..2 : Scaled(k)!Step \/ Shifted(k)!Step
Bounded == x < 12
ASSUME \A k \in 1..3 : Scaled(k)!Times(2) = 2 * k /\ Shifted(k)!Times(2) = 2 * (k + 1)
ASSUME Scaled(3)!Law
====
---- MODULE Scale ----
EXTENDS Naturals
CONSTANT factor
VARIABLE x
Times(a) == factor * a
Step == x' = (x + Times(1)) % 12
THEOREM Law == Times(0) = 0
====
