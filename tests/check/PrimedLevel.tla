---- MODULE PrimedLevel ----
\* TLCGet("level") is the level of the state explored; primed, the level of
\* its successor.
EXTENDS Naturals, TLC
VARIABLES x, seen
Init == x = 0 /\ seen = TLCGet("level")
Next == /\ x < 3
        /\ x' = x + 1
        /\ seen' = TLCGet("level")'
        /\ TLCGet("level")' = TLCGet("level") + 1
Inv == seen = x + 1 \/ (x = 0 /\ seen = 0)
====
