---- MODULE resolve_arity ----
EXTENDS Naturals
Inc(a) == a + 1
TooMany == Inc(1, 2)
Missing == Inc
Apply(F(_), v) == F(v)
NotAnOperator == Apply(3, 1)
WrongArity == Apply(+, 1)
Fine == Apply(Inc, 1) + Apply(LAMBDA y : y, 2)
====
