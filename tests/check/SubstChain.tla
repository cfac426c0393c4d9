---- MODULE SubstChain ----
\* TLC replaces the configuration's `<-` in one pass: a name that is
\* replaced (D <- P) cannot replace another (F <- D), whatever their order
\* (151).
VARIABLE x
P == 1
D == 2
F == 3
Init == x = F
Next == UNCHANGED x
====
