---- MODULE TemporalBound ----
\* TLC takes the temporal formulas apart before the search: a quantifier
\* over a bound it cannot enumerate (a model value, Nat) in the
\* specification's fairness or in a PROPERTY stops it at once ("TLC cannot
\* handle the temporal formula ... non-enumerable quantifier bound", 255),
\* where tlars searched and failed after.
EXTENDS Naturals
CONSTANT C
VARIABLE x
Init == x = 0
A(p) == x' = (x + 1) % 3
Next == \E p \in {1} : A(p)
Spec == Init /\ [][Next]_x /\ \A p \in C : WF_x(A(p))
Live == Init /\ [][Next]_x /\ WF_x(Next)
Prop == <>(x = 2)
PropNat == \A n \in Nat : <>(x = n % 3)
====
