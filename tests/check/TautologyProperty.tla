---- MODULE TautologyProperty ----
\* TLC refuses temporal properties whose negation is FALSE once constant
\* parts are evaluated and /\ and \/ with TRUE or FALSE are simplified.
\* Temporal operators are not simplified: <>TRUE is checked.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Spec == Init /\ [][Next]_x

ConstantAntecedent == \A i \in {1} : (i = 2) => <>(x = 5)
OverEmptySet == \A i \in {} : <>(x = i)
OrTrue == <>(x = 0) \/ (1 = 1)
EventuallyTrue == <>TRUE
====
