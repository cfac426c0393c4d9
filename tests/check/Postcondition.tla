---- MODULE Postcondition ----
\* TLCGet("level") in a state constraint (the initial state is at level 1)
\* and POSTCONDITIONs reading the final counts through TLCGet.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = x + 1
Bounded == TLCGet("level") < 5
Counted == /\ TLCGet("distinct") = 4
           /\ TLCGet("stats").generated = 5
           /\ TLCGet("diameter") = 4
           /\ TLCGet("level") = 0
Wrong == TLCGet("stats").distinct = 5
====
