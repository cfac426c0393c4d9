---- MODULE SymmetryLiveness ----
\* Under SYMMETRY, TLC checks liveness on the graph of orbits: a state
\* stands for its orbit, but the action predicates (fairness) are
\* evaluated on the successor the action gave. A token passed between two
\* symmetric processes is then one state whose step to the other process
\* is a real (fair) step: the property that each process holds the token
\* infinitely often is violated on the quotient, though it holds.
EXTENDS TLC
CONSTANTS P
VARIABLE owner
Init == owner \in P
Pass == owner' \in P \ {owner}
Spec == Init /\ [][Pass]_owner /\ WF_owner(Pass)
Perms == Permutations(P)

EachHolds == \A p \in P : []<>(owner = p)
SomeoneHolds == []<>(owner \in P)
====
