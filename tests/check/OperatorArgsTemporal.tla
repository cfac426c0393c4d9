---- MODULE OperatorArgsTemporal ----
\* Applying an operator substitutes its arguments for its parameters, at
\* every level: state functions, actions and temporal formulas passed to
\* operators of properties and of the specification.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 4

Id(F) == F
Inf(P) == []<>P
Bounded(v, n) == [](v < n)
Steps(A) == [][A]_x

SpecId == Id(Init /\ [][Next]_x /\ WF_x(Next))

PropInf == Inf(x = 3)
PropBounded == Bounded(x, 4)
PropSteps == Steps(x' /= x)
PropNested == Id(Inf(x = 2))
PropLet == LET Twice(F) == F /\ F IN Twice(<>(x = 1))
PropLeads == Id((x = 1) ~> Inf(x = 0))

BadBounded == Bounded(x, 3)
BadSteps == Steps(x' > x)
BadInf == LET Never(v) == Inf(v = 5) IN Never(x)
====
