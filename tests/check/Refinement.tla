---- MODULE Refinement ----
\* A refinement property with fairness: the abstract spec's variable b is
\* the expression x = 1. ENABLED of the abstract action is computed as TLC
\* does, with b' free: from x = 0, Flip (b' = TRUE) is enabled, and a
\* behaviour stuttering there violates WF_b(Next); from x = 1 it is not
\* (UNCHANGED b keeps the substituted b as it is, so Stay is no change).
EXTENDS Naturals
CONSTANT Start
VARIABLE x
Init == x = Start
Next == x < 0 /\ x' = 1
Spec == Init /\ [][Next]_x
A == INSTANCE RefinementAbs WITH b <- (x = 1)
ASpec == A!Spec
====
---- MODULE RefinementAbs ----
VARIABLE b
Init == b \in BOOLEAN
Flip == b' = TRUE
Stay == b /\ UNCHANGED b
Next == Flip \/ Stay
Spec == Init /\ [][Next]_b /\ WF_b(Next)
====
