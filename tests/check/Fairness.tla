---- MODULE Fairness ----
\* Weak versus strong fairness: Get is enabled only every other state, so
\* weak fairness lets Toggle run forever without Get; strong fairness does not.
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
Toggle == x' = 1 - x /\ UNCHANGED y
Get == x = 1 /\ y = 0 /\ y' = 1 /\ UNCHANGED x
Next == Toggle \/ Get
Weak == Init /\ [][Next]_vars /\ WF_vars(Toggle) /\ WF_vars(Get)
Strong == Init /\ [][Next]_vars /\ WF_vars(Toggle) /\ SF_vars(Get)
Unfair == Init /\ [][Next]_vars
EventuallyGot == <>(y = 1)
GotLeadsToZero == (y = 1) ~> (x = 0)
InfinitelyToggles == []<>(x = 1)
StaysGot == <>[](y = 1)
====
