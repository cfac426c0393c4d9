---- MODULE PrefixForms ----
\* Syntax SANY accepts: operators applied in prefix form, operator symbols
\* passed as arguments, keywords as record fields, labels with parameters.
EXTENDS Naturals, Sequences
VARIABLE x
a ++ b == <<a, b>>
a ^+ == <<a, a>>
-. a == 0 - a
Apply2(Op(_, _), a, b) == Op(a, b)
Apply1(Op(_), a) == Op(a)
r == [f \in {"NEW", "THEN", "WF_", "LAMBDA"} |-> IF f = "NEW" THEN 1 ELSE 3]
Init == x = 0
Next == /\ x < 2
        /\ +(x, 1) = x + 1
        /\ ++(x, 2) = <<x, 2>>
        /\ ^+(x) = <<x, x>>
        /\ -.(x) = 0 - x
        /\ \in(x, {0, 1})
        /\ =(x, x)
        /\ Apply2(-, 5, x) = 5 - x
        /\ Apply2(/\, TRUE, x < 5)
        /\ Apply2(\/, FALSE, TRUE)
        /\ Apply2(\in, x, 0..3)
        /\ Apply2(=, x, x)
        /\ Apply2(\o, <<x>>, <<1>>) = <<x, 1>>
        /\ Apply1(SUBSET, {x}) = {{}, {x}}
        /\ Apply1(DOMAIN, <<x>>) = {1}
        /\ r.NEW + r.THEN + r.WF_ + r.LAMBDA = 10
        /\ [r EXCEPT !.NEW = x].NEW = x
        /\ \A i \in {1, 2}, <<j, k>> \in {<<3, 4>>} : lab(i, j, k) :: i + j + k > x
        /\ x' = x + 1
====
