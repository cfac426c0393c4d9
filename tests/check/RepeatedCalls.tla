---- MODULE RepeatedCalls ----
\* An operator whose value is a function of its arguments' values may be
\* computed once for repeated arguments; one that prints may not: TLC
\* prints at each call. Pairs(n) is asked again for each i, each state.
EXTENDS Naturals, FiniteSets, TLC
Pairs(n) == {s \in SUBSET (1..n) : Cardinality(s) = 2}
Loud(n) == PrintT(<<"Loud", n>>) /\ n > 0
\* An argument is substituted: one that fails is an error only where used.
Second(a, b) == b
Member(n, k) == k \in LET P == Pairs(n) IN {Cardinality(p) + k - 2 : p \in P}
ASSUME \A i \in 1..3 : Cardinality(Pairs(4)) = 6 /\ Loud(4) /\ Second(1 \div 0, i) = i
VARIABLE x
Init == x \in 1..4
Next == x' = (x % 4) + 1 /\ \A i \in 1..2 : Member(x, i + 2) = (x >= 2)
Inv == Cardinality(Pairs(x)) = (x * (x - 1)) \div 2 /\ Member(x, 1) = (x >= 2)
====
