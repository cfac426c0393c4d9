---- MODULE Prefix ----
\* An instance's infix operators in prefix form: R!+(a, b), Z(7)!$$(a, b).
EXTENDS Naturals
R == INSTANCE Naturals
Z(k) == INSTANCE PrefixZMod WITH K <- k
Z5 == INSTANCE PrefixZMod WITH K <- 5
VARIABLE x
Init == x = R!+(1, 2)
Next == x' = Z(7)!$$(x, Z5!(+)(x, 3))
Bound == R!\leq(x, 10) /\ R!<(0, 1) /\ R!-(5, 3) = 2
====
