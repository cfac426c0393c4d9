---- MODULE PowerSetInclusion ----
\* SUBSET A \subseteq SUBSET B holds exactly when A \subseteq B: decided
\* without building either power set (2^40 subsets here).
EXTENDS Integers
VARIABLE b
Init == b = TRUE
Next == b' = /\ SUBSET (1..20) \subseteq SUBSET (1..40)
             /\ ~(SUBSET (1..40) \subseteq SUBSET (2..40))
             /\ SUBSET {1} \subseteq SUBSET Nat
             /\ ~(SUBSET {-1} \subseteq SUBSET Nat)
Inv == b
====
