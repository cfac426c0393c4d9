---- MODULE InstanceParamsOuter ----
EXTENDS Naturals
CONSTANT x
Sum(a) == x + a
Inner(A(_, _)) == INSTANCE InstanceParamsInner WITH y <- x
Twice(P(_, _, _)) == Inner(LAMBDA a, b : P(a, a, 1))!Use(0)
====
