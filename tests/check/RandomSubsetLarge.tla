---- MODULE RandomSubsetLarge ----
\* RandomSubset of a set of functions too large to enumerate (10^9
\* functions) draws its elements without enumerating the set: k distinct
\* functions, so k initial states whichever are drawn.
EXTENDS Integers, Randomization
VARIABLE f
Init == f \in RandomSubset(5, [1..9 -> 1..10])
Next == UNCHANGED f
Inv == f \in [1..9 -> 1..10]
====
