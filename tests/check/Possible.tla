---- MODULE Possible ----
\* `_POSSIBLE P` in the configuration: P, a state or an action predicate,
\* must hold in some reachable state or step; otherwise TLC reports it as a
\* false postcondition (exit 10).
EXTENDS Naturals
VARIABLE n
Init == n \in {0, 1}
Next == n < 4 /\ n' = n + 2
Four == n = 4
Seven == n = 7
Back == n' < n
Step == n' = n + 2
====
