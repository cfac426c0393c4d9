---- MODULE UnbuiltFailure ----
\* TLC builds a function constructor over sets it holds enumerated at once,
\* inside the function value: an error there is its fingerprint failure
\* (exit 75) in the initial states and the next-state relation, even in a
\* successor a later conjunct drops. Applied at once, the constructor is
\* evaluated at the one argument only. Over other sets (SUBSET S) it stays
\* unbuilt until a fingerprint or an equality builds it, or forever.
EXTENDS Naturals, Sequences, FiniteSets
VARIABLES x, y
Bad(k) == IF k = 1 THEN 5 ELSE Head(<<>>)
Init == x = 0 /\ y = [p \in {1, 2} |-> 0]
Held == y' = [k \in {1, 2} |-> Bad(k)] /\ x' = x
Dropped == y' = [k \in {1, 2} |-> Bad(k)] /\ x' = x /\ FALSE
Applied == y' = [k \in {1, 2} |-> Bad(k)] /\ x' = y'[1] /\ x' > 10
AppliedBad == y' = [k \in {1, 2} |-> Bad(k)] /\ x' = y'[2]
Count == x < 2 /\ x' = x + 1 /\ y' = y
NextHeld == Held
NextDropped == Dropped \/ Applied \/ Count
NextAppliedBad == AppliedBad
InitHeld == x = 0 /\ y = [k \in {1, 2} |-> Bad(k)]
Subsets == y' = [k \in SUBSET {1, 2} |-> Bad(Cardinality(k))] /\ x' = x
SubsetsDropped == Subsets /\ FALSE
SubsetsApplied == y' = [k \in SUBSET {1, 2} |-> Bad(Cardinality(k))] /\ x' = y'[{1}] /\ x' > 10
NextSubsets == SubsetsDropped \/ SubsetsApplied \/ Count
NextSubsetsHeld == Subsets
InitApplied == x = [k \in {1, 2} |-> Bad(k)][1] /\ y = 0
InitCompared == x = 0 /\ y = [p \in {1, 2} |-> 0] /\ [k \in {1, 2} |-> Bad(k)] # y
====
