---- MODULE CompiledUnion ----
\* UNION in actions and invariants: of listed sets (built), of sets TLC
\* keeps lazy ([S -> T], SUBSET: kept lazy, membership asked of each), as
\* a quantifier's set and an assignment's; MisraReachability's ParReach
\* writes one. The error model takes the UNION of a set of numbers.
EXTENDS Naturals, FiniteSets
VARIABLES s, t
Init == s = {{1}, {2, 3}} /\ t = {}
Next == \/ /\ Cardinality(t) < 4
           /\ \E x \in UNION s : x \notin t /\ t' = t \cup {x}
           /\ UNCHANGED s
        \/ /\ Cardinality(s) < 4
           /\ s' = s \cup {UNION s \ t}
           /\ t' = t
Inv == /\ t \subseteq UNION s
       /\ <<1>> \in UNION {[{1} -> 1..3], [{1, 2} -> {0}]}
       /\ {1} \in UNION {SUBSET (1..2), {{5}}}
       /\ UNION {} = {}
Bad == UNION {1, 2} = {}
====
