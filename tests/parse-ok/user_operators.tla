---- MODULE user_operators ----
EXTENDS Naturals
a (+) b == a + b
a ** b == a * b
a ++ b == a + b
a %% b == a % b
a \prec b == a < b
a \sqsubseteq b == a =< b
a ::= b == a = b
a ## b == a + b
x ^+ == x + 1
x ^* == x * x
x ^# == x
-. a == 0 - a
R(Op(_, _), v) == Op(v, v)
Use == ((1 (+) 2) ** 3 ++ 4) %% 5
Cmp == 1 \prec 2 /\ 1 \sqsubseteq 2 /\ (1 ::= 1)
Post == 3^+ + 3^* + 3^#
Higher == R(+, 1) + R( ** , 2) + R(\prec, 3)
Pre == - 5
====
