---- MODULE Unfingerprintable ----
\* A state holding a set that cannot be enumerated (SUBSET of a set with
\* 2^36 subsets) cannot be fingerprinted: an evaluation error, never a
\* fingerprint shared with other such states.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = IF x = 0 THEN 1 ELSE SUBSET SUBSET (1..36)
InitBig == x = SUBSET SUBSET (1..36)
====
