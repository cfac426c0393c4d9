---- MODULE LetOperatorArgument ----
\* A LET operator with an operator parameter: its arguments that are
\* operators (a definition, a LAMBDA, another LET operator) are passed as
\* operators.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Double(a) == 2 * a

Inv ==
    LET Apply(F(_), v) == F(v)
        Inc(a) == a + 1
    IN /\ Apply(Double, x) = x + x
       /\ Apply(LAMBDA a : a * a, x) = x * x
       /\ Apply(Inc, x) = x + 1
       /\ Apply(Double, x) < 4
====
