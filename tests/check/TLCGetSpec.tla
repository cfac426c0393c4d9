---- MODULE TLCGetSpec ----
\* TLCGet("spec") describes the model as TLC does: initial predicates,
\* actions, fairness, invariants, properties, variables and constraints,
\* each named and located; TLCGet("action") is TLC's placeholder while
\* model checking.
EXTENDS Naturals, TLC
VARIABLE x, y
Init == x = 0 /\ y = 0
A == x < 2 /\ x' = x + 1 /\ y' = y
B == y' = 1 - y /\ x' = x
Next == A \/ B
Spec == Init /\ [][Next]_<<x, y>> /\ WF_<<x, y>>(A)
TypeOK == x \in 0..2
Small == x < 3
Steps == [][x' >= x]_x
Reach == <>(x = 2)
ShowSpec == TLCGet("level") > 1 \/ PrintT(TLCGet("spec"))
Grow == x' >= x
ShowAction == TLCGet("level") > 1 \/ PrintT(TLCGet("action"))
====
