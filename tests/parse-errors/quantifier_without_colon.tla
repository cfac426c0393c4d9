---- MODULE quantifier_without_colon ----
A(S) == \A x \in S x = x
B(S) == \E x \in S : x = x
====
