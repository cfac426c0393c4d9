---- MODULE ConstantLevel ----
\* TLC evaluates formulas of constant level before the search: an
\* invariant that is not TRUE, or a constant next-state action given by
\* NEXT, is a configuration error (exit 151).
EXTENDS Naturals
CONSTANT N
VARIABLE x
Init == x = 0
Next == x < N /\ x' = x + 1
ConstNext == N > 5
Holds == N = 2
Fails == N > 5
NotBool == <<N>>
====
