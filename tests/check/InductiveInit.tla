---- MODULE InductiveInit ----
\* TLC evaluates the conjuncts left once every variable has a value instead of
\* enumerating them: a disjunction or \E that holds in several ways gives one
\* state, in Init (an inductive invariant as the initial predicate) and Next.
EXTENDS Naturals
CONSTANT MaxNat
VARIABLES a, b
Inv == a \in Nat /\ b \in Nat /\ a + b <= 6 /\ (a < 2 \/ b < 2 \/ a = b)
Bounded == a + b <= 6
Init == Inv
Next == /\ a' \in 0..3
        /\ b' = (a + b) % 4
        /\ \/ a' < 2
           \/ b' < 2
           \/ \E i \in 0..3 : i >= a'
MCNat == 0..MaxNat
Spec == Init /\ [][Next]_<<a, b>>
====
