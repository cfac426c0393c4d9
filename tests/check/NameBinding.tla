---- MODULE NameBinding ----
EXTENDS Naturals, Sequences, TLC
VARIABLE x
B1 == INSTANCE NBBase WITH K <- 1
INSTANCE NBBase WITH K <- 10
RECURSIVE Sum(_)
Double(s) == IF s = <<>> THEN 0 ELSE Sum(s) * 2
Sum(s) == IF s = <<>> THEN 0 ELSE Head(s) + Sum(Tail(s))
fact[n \in 0..5] == IF n = 0 THEN 1 ELSE n * fact[n - 1]
Apply(Op(_, _), p, q) == Op(p, q)
---- MODULE Inner ----
Tripled == x * 3
====
In == INSTANCE Inner
Alt == 99
Init == x = 0
Next == /\ x < 3
        /\ x' = x + 1
Inv == /\ Val \in {20, 99}
        /\ B1!Val = 2
        /\ (1 ++ 2) = 13
        /\ B1!++(1, 2) = 4
        /\ Apply(++, 1, 2) = 13
        /\ Apply(B1!++, 1, 2) = 4
        /\ Double(<<1, 2, 3>>) = 12
        /\ fact[5] = 120
        /\ LET L == INSTANCE NBBase WITH K <- x IN L!Val = 2 * x
        /\ In!Tripled = 3 * x
        /\ PrintT(<<x, Val, B1!Val, Apply(B1!++, x, x), In!Tripled>>)
====
