---- MODULE Success ----
\* A bounded token ring: every state is explored, nothing is violated.
EXTENDS Naturals
CONSTANT N
VARIABLES token, seen
Init == token \in 1..N /\ seen = {token}
Pass == \E i \in 1..N : /\ token' = i
                        /\ seen' = seen \cup {i}
Spec == Init /\ [][Pass]_<<token, seen>>
Inv == token \in seen /\ seen \subseteq 1..N
====
