---- MODULE SelectorLevel ----
\* A subexpression of an action can be constant: `N!1!2` below is 44, so
\* an ASSUME may use it (its level is the subexpression's, not N's).
EXTENDS Naturals
VARIABLE x
N == [x' = 44]_x
F(a) == /\ a > 1
        /\ a < 10
ASSUME F(2)!2 = (2 < 10)
ASSUME N!1!2 = 44
Init == x = 0
Next == x' = 1 - x
====
