---- MODULE CompiledBranches ----
\* Actions that branch, run as compiled plans: each branch goes on with
\* the conjuncts after it, so a disjunction whose disjuncts both hold
\* gives its state twice (TLC generates and counts both); `\E` and
\* `x' \in S` in TLC's order; IF choosing a branch; a disjunction after
\* every variable has its value is a condition (one state). Values built
\* with comprehensions, CHOOSE, SUBSET and \X.
EXTENDS Naturals, FiniteSets
VARIABLES x, y, seen
Vals == 0..3
Init == x = 0 /\ y = 0 /\ seen = {}

Twin == /\ (x < 3 \/ y < 3)
        /\ x' = (x + 1) % 4
        /\ UNCHANGED <<y, seen>>
Pick == /\ \E v \in Vals \ {x} : /\ v > y
                                 /\ y' = v
        /\ x' \in {x, (x + 2) % 4}
        /\ seen' = seen \cup {CHOOSE v \in Vals : v >= y}
Branchy == IF x = y
           THEN x' = 0 /\ y' = 0 /\ seen' = {v \in seen : v > 1}
           ELSE /\ x' = y /\ y' = x
                /\ seen' = seen
                /\ (x > 0 \/ y > 0)
Grow == /\ Cardinality(seen) < 3
        /\ seen' \in {s \in SUBSET Vals : Cardinality(s) = Cardinality(seen) + 1}
        /\ UNCHANGED <<x, y>>
Pairs == /\ <<x, y>> \in Vals \X Vals
         /\ seen \subseteq Vals
         /\ x' = y /\ y' = x /\ UNCHANGED seen

Next == Twin \/ Pick \/ Branchy \/ Grow \/ Pairs
Inv == x \in Vals /\ y \in Vals
====
