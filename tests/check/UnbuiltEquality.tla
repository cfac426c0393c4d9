---- MODULE UnbuiltEquality ----
\* TLC compares a set it keeps unbuilt with a set of another form by
\* building it: one that cannot be built fails (Nat, Seq(S): overridden
\* values, which say so); sets of one form compare by their parts, an
\* interval or a set that can be built compares as its elements; a model
\* value is unequal to any set, without building it.
EXTENDS Naturals, Sequences
S == {"s"}
CONSTANT m
VARIABLE x
NatVsEmpty == Nat # {}
SeqVsEmpty == Seq(S) # {}
FunctionsVsEmpty == [S -> Seq(S)] # {}
SameForm == [S -> Seq(S)] = [S -> Seq(S)]
Buildable == (1..3) = {1, 2, 3} /\ SUBSET S = {{}, S} /\ [S -> S] # {}
ModelValue == STRING # m /\ Nat # m /\ m # Seq(S)
Init == x = 0
Next == x' = x
====
