---- MODULE LazyMembership ----
\* Membership in a comprehension TLC keeps lazy (its base is not a set TLC
\* holds enumerated: SUBSET, \X, a union, ...) evaluates the predicate on
\* the one element asked about: the comprehension is not built, so its
\* predicate does not run on the other elements of the base (2^16 of them
\* for SUBSET SUBSET (1..4)).  Print in the predicate shows it.
EXTENDS Naturals, Sequences, TLC
VARIABLE n
Parts == {D \in SUBSET SUBSET (1..n) : PrintT(<<"part", D>>) /\ UNION D = 1..n}
Pairs == {p \in (1..n) \X (1..n) : PrintT(<<"pair", p>>) /\ p[1] < p[2]}
Both == Pairs \cup {<<0, 0>>}
Init == n \in {2, 3}
Next == n < 3 /\ n' = n + 1
Inv == /\ {{1}, {2, n}} \in Parts
       /\ <<1, 2>> \in Both
       /\ <<2, 1>> \notin Pairs
ASSUME {1, 2} \in {D \in SUBSET {1, 2, 3} : PrintT(<<"assume", D>>)}
====
