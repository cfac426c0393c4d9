---- MODULE TLCFingerprint ----
\* TLCExt's TLCFP(v) is v's fingerprint as an integer: equal values, in any
\* of their forms, have equal fingerprints.
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
ASSUME TLCFP({1, 2}) = TLCFP({2, 1})
ASSUME TLCFP(<<1, 2>>) = TLCFP([i \in {1, 2} |-> i])
ASSUME TLCFP([a |-> 1]) = TLCFP("a" :> 1)
ASSUME TLCFP(1) # TLCFP(2)
Init == x = 0
Next == x < 2 /\ x' = x + 1 /\ TLCFP(x') # TLCFP(x)
====
