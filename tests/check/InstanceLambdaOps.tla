---- MODULE InstanceLambdaOps ----
\* Instanced by InstanceLambda: an operator parameter applied to values.
EXTENDS Naturals
CONSTANT Step(_), Start
VARIABLE v
Init == v = Start
Next == v < 20 /\ v' = Step(v)
====
