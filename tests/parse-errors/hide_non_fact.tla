---- MODULE hide_non_fact ----
\* USE may name any formula as a fact; HIDE only a theorem, assumption or
\* step (a definition is hidden with HIDE DEF).
Op == TRUE
THEOREM Thm == TRUE
ASSUME Ax == TRUE
USE Thm, TRUE, Op
HIDE Thm, Ax
HIDE TRUE
HIDE Op
HIDE DEF Op
THEOREM FALSE
<1>1. TRUE
<1> HIDE <1>1, 1 = 1
<1>2. QED
====
