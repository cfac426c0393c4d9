---- MODULE assume_primed_constant ----
\* An ASSUME must be of level 0. As SANY's table of built-in operators has
\* it, `e'` and `UNCHANGED e` are of level 2 and `ENABLED e` of level 1
\* whatever the level of e, a constant too. SANY: "Level error: assumptions
\* must be level 0 (Constant), but this one has level 2." at the ASSUME.
EXTENDS Naturals
CONSTANT N
Next == N' > 0
C == 1
ASSUME N' > 0
ASSUME C' = 1 /\ TRUE
ASSUME Primed == (N + 1)' > 0
ASSUME UNCHANGED N
ASSUME ENABLED (N > 0)
ASSUME N > 0
====
