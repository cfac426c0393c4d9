---- MODULE SelectorsConst ----
\* Values of subexpression selectors as TLC prints them.
EXTENDS Naturals, TLC
A == /\ 1 = 1
     /\ 2 + 3
     /\ 4 * 5
B(x) == x + 10
C == IF 1 > 0 THEN 7 ELSE 8
D == (2 + 3) * (4 + 5)
THEOREM T1 == 1 + 1 = 2
E == lab :: 30 + 1
F(y) == LET z == y + 1 IN z * 2
ASSUME PrintT(<< A!2, A!3, A!2!1, A!2!2, B(1)!1, B(1)!2, C!1, C!2, C!3, D!1!2, D!<<, D!>>, A!3!<< >>)
ASSUME PrintT(<< T1!1, T1!:, E!lab, E!lab!1, E!:, B(1)!<<, B(1)!: >>)
====
