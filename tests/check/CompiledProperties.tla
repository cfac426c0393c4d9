---- MODULE CompiledProperties ----
\* Properties and ENABLED compiled (issue 35): ENABLED A and ENABLED
\* <<A>>_v in an invariant and in an action's guard (A's own next state,
\* not the action's), an action property [][A]_v checked on every step,
\* and fairness and temporal properties whose atoms are steps (<<A>>_v,
\* UNCHANGED) and states (ENABLED), each with TLC's verdict.
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0

Inc == x < 3 /\ x' = x + 1 /\ UNCHANGED y
Flip == y' = 1 - y /\ UNCHANGED x
\* Enabled only when Inc is not; ENABLED <<Flip>>_y is always true.
Reset == /\ ~ENABLED Inc
         /\ ENABLED <<Flip>>_y
         /\ x' = 0
         /\ y' \in {y, 1 - y}
Next == Inc \/ Flip \/ Reset
Spec == Init /\ [][Next]_vars /\ WF_vars(Inc) /\ WF_vars(Reset)

Inv == (ENABLED Inc) \/ x = 3
Steps == [][x' = x + 1 \/ x' = 0 \/ UNCHANGED x]_vars
Live == []<>(x = 0) /\ <>(ENABLED <<Reset>>_vars)
\* Holds: weak fairness keeps Inc and Reset taking steps.
NotStuck == []<><<Inc \/ Reset>>_vars
\* Violated: Reset takes x from 3 to 0 (the .error configuration).
Wrong == [][x' = x + 1 \/ UNCHANGED x]_vars
\* Violated: x keeps coming back to 0 (the .live configuration).
Settles == <>[](x = 3)
====
