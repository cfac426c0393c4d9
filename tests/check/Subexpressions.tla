---- MODULE Subexpressions ----
\* SANY's subexpression selectors: positional operands as SANY's semantic
\* tree holds them, labels, LET definitions, bound names given by !(..).
EXTENDS Naturals, Sequences, TLC
VARIABLE v

t == <<10, <<20, 30>>, 40>>
g == [a |-> 1, b |-> 2]
F(k) == /\ Len(t[k]) > 1
        /\ g.b + t[1] = k
        /\ t[2][1, 2] = 0
A(k) == IF k > 1 THEN [r |-> k, s |-> k + 1] ELSE [r : {k}, s : {0}]
C == CASE v = 0 -> "zero" [] v = 1 -> "one" [] OTHER -> "many"
L == LET Z == 7
         Sq(x) == x * x
     IN  Z + Sq(3)
Z == 99
K == CASE 1 > 2 -> "no" [] OTHER -> "yes"
Q == \E x \in 1..3, y \in {5} : lab(x, y) :: x + y > 7
S == {x \in 1..4 : x > 2}
M == {x * 10 : x \in 1..3}
H == [i \in 1..2 |-> i * 100]
W == \A x \in {} : 3 * x
Ap(Op(_), n) == Op(n)
LAMBDAUser == Ap(LAMBDA y : y + 1000, 1)
N == LET D == LET Inner(u) == u - 1 IN Inner(50) IN D
Tl == out :: (1 + in :: (2 * 3))

ASSUME PrintT(<<F(2)!1, F(2)!1!1!1, (F(2)!1!<<!<<!>> ), F(2)!2!1!2, (F(2)!2!1!1!>> ), F(3)!3!1!2>>)
ASSUME PrintT(<<A(2)!2!2, A(1)!3!1, (A(2)!1!>> ), A(1)!3>>)
ASSUME PrintT(<<C!2!2, C!3!2, K!1!2, K!2!>> >>)
ASSUME PrintT(<<L!1, L!:!Sq(4), L!:!Sq(5)!:, L!:!Sq(6)!<<, Z>>)
ASSUME PrintT(<<Q!1, Q!2, Q!(1, 5), Q!(3, 5)!<<, (Q!lab(2, 5)!>> ), Q!lab(3, 5)>>)
ASSUME PrintT(<<S!1, S!(4), M!1, M!(2), H!1, H!(7)>>)
ASSUME PrintT(<<Ap(W!@, 5), Ap(L!:!Sq, 9), LAMBDAUser!1!(41), N!:!D!:!Inner(8), N!:!D!1, N!:!D!:!Inner(9)!: >>)
ASSUME PrintT(<<Tl!out, Tl!out!in, Tl!2, Tl!out!in!1>>)

Init == v = 0
Act == /\ v < 2
       /\ v' = v + 1
Next == [Act]_v /\ Act!2!2 = v + 1
Inv == C!1!2 = "zero" \/ v > 0
====
