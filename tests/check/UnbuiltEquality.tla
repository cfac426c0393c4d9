---- MODULE UnbuiltEquality ----
\* TLC compares a set it keeps unbuilt with a set of another form by
\* building it: one that cannot be built fails (Nat, Seq(S): overridden
\* values, which say so); sets of one form compare by their parts, and an
\* interval or a set that can be built compares as its elements.
EXTENDS Naturals, Sequences
S == {"s"}
VARIABLE x
NatVsEmpty == Nat # {}
SeqVsEmpty == Seq(S) # {}
FunctionsVsEmpty == [S -> Seq(S)] # {}
SameForm == [S -> Seq(S)] = [S -> Seq(S)]
Buildable == (1..3) = {1, 2, 3} /\ SUBSET S = {{}, S} /\ [S -> S] # {}
Init == x = 0
Next == x' = x
====
