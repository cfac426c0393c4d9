---- MODULE except_lambda_labels ----
EXTENDS Naturals, Sequences
VARIABLE r
Rec == [a |-> <<1, 2>>, b |-> [c |-> 3]]
RecSet == [a : Nat, b : BOOLEAN]
FnSet == [Nat -> BOOLEAN]
Upd == [Rec EXCEPT !.a[1] = @ + 1, !.b.c = 4, !["a"][2] = @ * 2]
Upd2(f) == [f EXCEPT ![1, 2] = 0]
Apply(Op(_), v) == Op(v)
L == Apply(LAMBDA v : v + 1, 2)
L2 == Apply(LAMBDA v : LAMBDA w : w, 2)
Labeled == lbl :: \A i \in 1..3 : inner :: i > 0
Ref == Labeled!lbl
F[n \in Nat] == IF n = 0 THEN 1 ELSE n * F[n - 1]
Choose == CHOOSE i \in 1..3 : i > 1
Tup == \E <<p, q>> \in (1..2) \X (1..2) : p = q
SetOps == {i \in 1..5 : i > 2} \cup {i * 2 : i \in 1..3} \cup {<<i, j>> : i, j \in 1..2}
====
