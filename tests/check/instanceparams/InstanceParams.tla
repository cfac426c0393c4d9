---- MODULE InstanceParams ----
\* A parameterized INSTANCE inside a parameterized instance's module: its
\* definitions take the outer instance's parameters, then its own, one of
\* them an operator (here a subexpression selector).
EXTENDS Naturals, TLC
Outer(x) == INSTANCE InstanceParamsOuter
Add(a, b) == a + b
Pair(q) == LET a ++ b == <<q, a, b>> IN 0 ++ 0

ASSUME /\ Outer(5)!Sum(2) = 7
       /\ Outer(5)!Inner(Add)!Use(2) = 7
       /\ Outer(5)!Inner(Add)!Both(2) = <<5, 2>>
       /\ Outer(5)!Inner(LAMBDA a, b : a * b)!Use(3) = 15
       /\ Outer(5)!Inner(Add)!Use(2)!1 = 5
       /\ Outer(4)!Twice(Pair!:!++) = <<4, 4, 1>>
       /\ Print(Outer(5)!Inner(Add)!Both(2), TRUE)
====
