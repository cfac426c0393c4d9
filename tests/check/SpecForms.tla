---- MODULE SpecForms ----
\* SPECIFICATION follows TLC's rules for INIT and NEXT: a specification
\* that is only an initial predicate computes the initial states and stops
\* there (75); without a next-state relation, invariants cannot be checked
\* (151); a variable is not a specification (151).
EXTENDS Naturals
VARIABLE x
Init == x \in 1..3
InitOnly == Init
Inv == x > 0
VarSpec == x
====
