---- MODULE selector_level ----
\* The level of a selected part of a definition is the part's own: an
\* ASSUME may select a constant part of an action, not a part that
\* depends on a variable.
VARIABLE x
N == [x' = 44]_<<x, 55>>
F(a) == /\ a = 1
        /\ x = a
G == \E y \in {1} : y = 1 /\ x = y
ASSUME N!2!2 = 55
ASSUME F(1)!1
ASSUME G!(1)!<<
ASSUME F(1)!2
ASSUME N!1
====
