---- MODULE ViewLevel ----
\* A VIEW that reads TLCGet("level") tells apart states met at different
\* levels; the view of a successor is taken at its own level, also when an
\* action constraint (evaluated at the level of the state it leaves) is
\* checked first.  Stuttering steps are kept as steps of the search, and
\* an action written in the SPECIFICATION outside any definition is TLC's
\* "Action" in a trace.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = x + 1
Spec == Init /\ [][Next \/ UNCHANGED x]_x
StepLimit == TLCGet("level") < 4
StateLimit == TLCGet("level") < 4
LevelView == <<x, TLCGet("level")>>
NotOneAtFour == ~(x = 1 /\ TLCGet("level") = 4)
====
