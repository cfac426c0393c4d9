---- MODULE SearchCounts ----
\* TLCGet answers the checker's counts while the search goes on, as they
\* are when the state being explored was taken from the queue: states
\* generated and distinct states found so far, the states still queued,
\* the diameter (the depth reached). While the initial states are computed
\* no state has been found yet and the diameter is 1.
EXTENDS Naturals, TLC
VARIABLE x
Init == /\ x = 0
        /\ TLCGet("distinct") = 0
        /\ TLCGet("generated") = 0
        /\ TLCGet("diameter") = 1
        /\ TLCGet("stats").queue = 0
Next == /\ x < 5
        /\ x' = x + 1
        /\ TLCGet("distinct") = x + 1
        /\ TLCGet("generated") = x + 1
        /\ TLCGet("queue") = 0
        /\ TLCGet("diameter") = x + 1
        /\ TLCGet("stats").distinct = x + 1
        /\ TLCGet("duration") >= 0
\* A constant replaced by a definition that needs the search: an error of
\* the configuration.
Level == TLCGet("distinct")
CONSTANT C
Done == TLCGet("distinct") = 6 /\ TLCGet("generated") = 6 /\ TLCGet("diameter") = 6
====
