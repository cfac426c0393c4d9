---- MODULE LocalInfixOps ----
\* Operator symbols defined in LET and operator parameters written as
\* infix operators (`_--_`) are applied like any other operator name.
EXTENDS Naturals, FiniteSets
VARIABLE x
a ++ b == a + b
Twice(a, _--_) == (a -- 1) -- 1
Compose(f, g) ==
    LET p ** q == [i \in DOMAIN q |-> p[q[i]]]
        -. p == p ++ 100
    IN  <<f ** g, - 1>>
Init == x = 0
Next == /\ x < 6
        /\ x' = Twice(x, ++)
        /\ Compose(<<2, 1>>, <<2, 2, 1>>) = << <<1, 1, 2>>, 101 >>
Inv == Cardinality({x}) = 1 /\ x % 2 = 0
====
