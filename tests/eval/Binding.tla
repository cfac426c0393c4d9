---- MODULE Binding ----
EXTENDS Naturals, Sequences
Quantifiers == <<\A x \in 1..3 : x > 0, \E x \in {} : TRUE, \E <<a, b>> \in {<<1, 2>>} : a < b>>
Choose == CHOOSE x \in 1..5 : x * x > 10
ChooseNone == CHOOSE x \in 1..3 : x > 5
Let == LET f(y) == y + 1  g == f(2) IN g * 10
Lambda == LET Apply(F(_), v) == F(v) IN Apply(LAMBDA z : z * 3, 4)
RECURSIVE Fact(_)
Fact(n) == IF n = 0 THEN 1 ELSE n * Fact(n - 1)
Factorial == Fact(10)
Fib[n \in 0..15] == IF n < 2 THEN n ELSE Fib[n - 1] + Fib[n - 2]
FibValue == Fib[15]
Cases == <<CASE 1 > 2 -> "a" [] OTHER -> "b", IF TRUE THEN 1 ELSE 1 \div 0>>
CaseNoArm == CASE 1 > 2 -> "a"
IfNotBoolean == IF 1 THEN 2 ELSE 3
Comprehensions == <<{x * 2 : x \in 1..3}, {x \in 1..6 : x % 2 = 0}, [x \in {"a", "b"} |-> x]>>
====
