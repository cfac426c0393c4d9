---- MODULE LetProperty ----
\* A PROPERTY under a LET that names an INSTANCE: its []P part is checked as
\* an invariant with the LET's definitions (TLC splits it the same way).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 5 /\ x' = x + 1
Bounded ==
    LET B == INSTANCE LetPropertyBound WITH limit <- 3
        y == x
    IN [](B!Below(y))
====
---- MODULE LetPropertyBound ----
EXTENDS Naturals
CONSTANT limit
Below(v) == v <= limit
====
