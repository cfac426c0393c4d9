---- MODULE CfgOperatorSubst ----
\* A configuration substitutes for operators named by symbols (`** <- Pair`)
\* and by a symbol (`Combine <- +`); a LET may define an infix operator.
EXTENDS Naturals
CONSTANT _**_, Combine(_, _)
VARIABLE x
Pair(a, b) == <<a, b>>
a \o b == a - b
Init == x = 0
Next == x' = (x + 1) % 3
Inv == /\ (x ** 2) = <<x, 2>>
       /\ Combine(3, x) = 3 + x
       /\ 5 \o 2 = 3
       /\ LET a (+) b == a * b IN 2 (+) 3 = 6
====
