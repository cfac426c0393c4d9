---- MODULE SelectorOperatorArgs ----
\* Selector paths to LET operators as operator arguments and INSTANCE
\* substitutions, evaluated: TLC prints <<<<1, 2, 3>>, {8}, 12, {8}, <<1, 2, 3>>>>.
\* An operator defined in a LET, named by a selector path that ends in (or
\* passes through) its symbol, as an operator argument and as the operator
\* an INSTANCE substitutes for a constant operator.
EXTENDS Naturals, TLC
Pairs(q) == LET a ++ b == <<q, a, b>> IN q ++ q
Sets(q) == CHOOSE x : lab(x) :: LET a ** b == {lab2(y) :: y + a + b : y \in {q}} IN x
Apply3(Op(_, _, _), a, b, c) == Op(a, b, c)
Apply4(Op(_, _, _, _), a, b, c, d) == Op(a, b, c, d)
Apply5(Op(_, _, _, _, _), a, b, c, d, e) == Op(a, b, c, d, e)
A == Apply3(Pairs!:!++, 1, 2, 3)
B == Apply4(Sets!@!**, 1, 2, 3, 4)
C == Apply5(Sets!lab!:!**!lab2, 1, 2, 3, 4, 5)
D == Sets(1)!lab(2)!:!**(3, 4)
---- MODULE Inner ----
CONSTANT Op(_, _, _)
Foo == Op(1, 2, 3)
====
I == INSTANCE Inner WITH Op <- Pairs!:!++
ASSUME PrintT(<<A, B, C, D, I!Foo>>)
====
