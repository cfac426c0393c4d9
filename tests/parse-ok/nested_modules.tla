---- MODULE nested_modules ----
EXTENDS Naturals
CONSTANT N
VARIABLE count

---- MODULE Counter ----
CONSTANT Limit
VARIABLE c
Init == c = 0
Next == c < Limit /\ c' = c + 1
=========================

C == INSTANCE Counter WITH Limit <- N, c <- count
P(lim) == INSTANCE Counter WITH Limit <- lim, c <- count
INSTANCE Counter WITH Limit <- 3, c <- count
Spec == C!Init /\ [][C!Next]_count /\ P(5)!Init
------------------------------------------
Other == N
====
