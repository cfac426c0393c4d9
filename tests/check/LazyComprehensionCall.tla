---- MODULE LazyComprehensionCall ----
\* TLC keeps {c \in S : P} lazy unless S is a set it holds enumerated, also
\* when an operator with arguments, a LET value or a LET operator gives
\* it: membership evaluates P at the element only (P fails elsewhere here,
\* dividing by zero). Over an enumerated S (OpE) TLC builds the set, and
\* the error model meets P's failure; where P fails at the element itself
\* (the element model), TLC cannot decide and says so.
EXTENDS Naturals, FiniteSets
VARIABLE x
Op(a) == {c \in SUBSET (1..3) : 10 \div (Cardinality(c) - a) > 0}
Outer(a) == Op(a)
OpE(a) == {c \in {0, 1, 2} : 10 \div (c - a) > 0}
Kids(g, v) == {c \in g[1] : <<v, c>> \in g[2]}
Pick(S, a) == {c \in S : 10 \div (Cardinality(c) - a) > 0}
Init == x = 0
Next == x' = (x + 1) % 2
Inv == /\ x = 1 \/ {1} \in Op(x)
       /\ x = 1 \/ {1, 2} \in Outer(x)
       /\ x = 0 \/ {1} \notin Op(x + 1)
       /\ 2 \in Kids(<<{1, 2, 3}, {<<1, 2>>, <<2, 3>>}>>, 1)
       /\ 3 \notin Kids(<<{1, 2, 3}, {<<1, 2>>, <<2, 3>>}>>, x + 1) <=> x = 0
       /\ x = 1 \/ {1} \in Pick(SUBSET (1..3), x)
Built == 1 \in OpE(x)
AtElement == {1} \in Op(x + 1)
InLet == LET S == {c \in SUBSET (1..3) : 10 \div (Cardinality(c) - x) > 0}
             T(b) == {c \in SUBSET (1..3) : 10 \div (Cardinality(c) - b) > 0}
         IN  x = 1 \/ ({1} \in S /\ {1} \in T(x))
====
