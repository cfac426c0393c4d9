---- MODULE Quant ----
\* Several names over one set, tuple patterns, in LET, LAMBDA, set forms,
\* actions and invariants (TLC-verified counts).
EXTENDS Naturals, FiniteSets
VARIABLE x
S == {1, 2, 3}
Ap(Op(_, _), a, b) == Op(a, b)
Init == x \in S
Pairs == {<<a, b>> \in S \X S : a < b}
Next == \/ \E a, b \in {p \in S : p > x} : x' = a + b - a
        \/ \E <<a, b>> \in Pairs, c \in S : a = x /\ x' = b /\ c = 1
        \/ LET F(k) == \E u, v \in {q \in S : q >= k} : u < v /\ x' = v IN F(x)
        \/ \E f \in [S -> {0, 1}] : f[x] = 1 /\ x' = IF Ap(LAMBDA y, z : \A m, n \in {w \in S : w > y} : m + n > z, x, 0) THEN 1 ELSE 2
Inv == /\ \A a, b \in {p \in S : p # 2} : a + b > 1
       /\ \A <<a, b>> \in Pairs : a < b
       /\ LET G == {<<u, v>> \in S \X S : \E w, t \in {r \in S : r < u} : w <= t} IN Cardinality(G) >= 0
       /\ \E a, b \in {p \in S : p >= x}, c \in {x} : a <= b /\ c = x
       /\ {a + b : a, b \in {p \in S : p < 3}} = {2, 3, 4}
       /\ {<<a, b>> : <<a, b>> \in Pairs} = Pairs
====
