---- MODULE FairnessNormalForm ----
\* TLC puts "fairness /\ ~property" in disjunctive normal form and counts
\* its disjuncts in a Java int: each SF is a disjunction of two, so 31
\* strong fairness conditions are more than it can handle.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Spec == Init /\ [][Next]_x /\ \A i \in 1..31 : SF_x(Next)
Toggles == []<>(x = 1)
====
