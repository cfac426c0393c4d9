---- MODULE TLCCacheOp ----
\* TLCExt's TLCCache(exp, closure): a constant-level exp is evaluated once
\* per value of closure for the whole run (a register counts evaluations;
\* registers belong to a worker, so they are read in ASSUMEs only).
EXTENDS Naturals, TLC, TLCExt
ASSUME TLCSet(1, 0)
Counted(v) == CASE TLCSet(1, TLCGet(1) + 1) -> v
Squares == TLCCache(Counted({n * n : n \in 1..4}), "squares")
Odd == TLCCache(Counted({n \in 1..9 : n % 2 = 1}), "odd")
ASSUME Squares = {1, 4, 9, 16}
ASSUME 16 \in Squares /\ 9 \in Odd /\ 3 \in Odd
ASSUME TLCGet(1) = 2
VARIABLE x
Init == x \in Squares
Next == /\ x \in Odd \/ x \in Squares
        /\ x' = x
====
