---- MODULE WindowClaims ----
\* Levels of thousands of states, most reached from several parents (so
\* the workers expanding a level at once find the same states), and an
\* invariant violated in the middle of a level: with any number of
\* workers, the states counted new, the state reported and its trace are
\* one worker's. Under the VIEW, states that differ in c are one state,
\* and which of them is kept (the first found) decides what comes after.
EXTENDS Naturals
CONSTANTS N, M
VARIABLES a, b, c
vars == <<a, b, c>>
Init == a = 0 /\ b = 0 /\ c = 0
Next == \/ a' = (a + 1) % N /\ UNCHANGED <<b, c>>
        \/ b' = (b + 3) % N /\ UNCHANGED <<a, c>>
        \/ c' = (c + 7) % M /\ UNCHANGED <<a, b>>
        \/ \E d \in 1..3 : /\ a' = (a + d) % N
                           /\ b' = (b + d) % N
                           /\ c' = (c + d) % M
Safe == ~(a = 17 /\ b = 29 /\ c = 11)
NotFive == c # 5 \/ a + b < 150
AB == <<a, b>>
====
