---- MODULE ActionPropertyNames ----
\* A PROPERTY that is a conjunction names each conjunct after its place in
\* the source, as TLC does; one that is a definition's whole body after the
\* definition.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 4
Spec == Init /\ [][Next]_x
Small == [][x' < 3]_x
Both == [][x' >= 0]_x /\ [][x' < 3]_x
Nested == Init /\ Small
StartsAtOne == x = 1 /\ [][Next]_x
Bounded == [](x < 3) /\ [](x < 4)
====
