---- MODULE FloorDivNat ----
\* With Naturals alone TLC rounds a negative quotient down too.
EXTENDS Naturals, TLC
ASSUME PrintT(<<(0 - 1) \div 2, 1 \div (0 - 2), (0 - 7) \div 2>>)
====
