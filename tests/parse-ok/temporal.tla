---- MODULE temporal ----
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
A == x' = x + 1 /\ UNCHANGED y
B == y' = y + 1 /\ UNCHANGED x
Next == A \/ B
Spec == /\ Init
        /\ [][Next]_vars
        /\ WF_vars(A)
        /\ SF_<<x, y>>(B)
        /\ WF_x(A)
Prop == <>[](x >= 0) /\ []<><<A>>_vars /\ [][A \/ B]_<<x, y>>
Leads == (x = 0) ~> (x = 1)
Hidden == \EE z : z = x
Enabled == ENABLED A
====
