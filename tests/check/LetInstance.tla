---- MODULE LetInstance ----
\* An INSTANCE inside a LET: its substitutions, implicit ones too, may be
\* the LET's definitions, bound variables and the operator's parameters.
\* An INSTANCE's substitution may name a RECURSIVE operator that uses it.
EXTENDS Naturals, TLC
VARIABLE y

Dbl(a) == 2 * a

Step(d) == LET x == y + d
               F(a) == a + d
               M == INSTANCE LetInstanceM
           IN  M!xplus1 + M!Twice(10)

RECURSIVE g(_)
R(n) == INSTANCE LetInstanceM WITH F <- g, x <- n
g(n) == IF n = 0 THEN 1 ELSE n * R(n-1)!h

ASSUME PrintT(<<g(0), g(4), \A i \in 1..5 : g(i) = i * g(i-1)>>)

Init == y = 0
Next == \E k \in 1..2 :
          LET P(z) == INSTANCE LetInstanceM WITH x <- z + k, F <- Dbl
          IN  y' = (Step(k) + P(y)!xplus1 + P(k)!Twice(y)) % 11
Inv == y < 11
====
