---- MODULE forms ----
\* Set, function, record and tuple forms, and the binders.
A == {x \in S : x > 1}
B == {x * 2 : x \in S}
C == {f(x, y) : x, y \in S, <<u, v>> \in T}
D == [x \in S |-> x + 1]
E == [x, y \in S |-> x]
F == [a |-> 1, b |-> 2]
G == [a : S, b : T]
H == [S -> T]
I == [f EXCEPT ![1] = @ + 1, !.a[2].b = 3]
J == <<1, "two\n", TRUE>>
K == CHOOSE x \in S : \A y \in S : x \geq y
L == LET g(u) == u + 1
         RECURSIVE h(_)
         h(n) == IF n = 0 THEN 0 ELSE h(n - 1)
     IN g(h(3))
M == CASE a -> 1 [] b -> 2 [] OTHER -> 3
N == CASE a -> CASE b -> 1 [] c -> 2
       [] d -> 3
O == LAMBDA x, y : x + y
P == lbl :: x = 1
Q == \AA v : \EE w : [](v = w)
R == I!Op(1)!Inner
S == \b101 + \o17 + \hFF + 1.5
fun[n \in Nat] == IF n = 0 THEN 1 ELSE n * fun[n - 1]
a ++ b == a
-. a == a
a ^+ == a
====
