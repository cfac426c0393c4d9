---- MODULE TLCCacheOp ----
\* TLCExt's TLCCache(exp, closure): a constant-level exp is evaluated once
\* per value of closure for the whole run (a register counts evaluations).
EXTENDS Naturals, TLC, TLCExt
ASSUME TLCSet(1, 0)
Counted(v) == CASE TLCSet(1, TLCGet(1) + 1) -> v
Squares == TLCCache(Counted({n * n : n \in 1..4}), "squares")
Odd == TLCCache(Counted({n \in 1..9 : n % 2 = 1}), "odd")
VARIABLE x
Init == x \in Squares
Next == /\ x \in Odd \/ x \in Squares
        /\ x' = x
        /\ Assert(TLCGet(1) = 2, <<"evaluations", TLCGet(1)>>)
====
