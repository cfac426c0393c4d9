---- MODULE ActionProperty ----
\* The counter only grows, but the property says it never reaches 3.
EXTENDS Naturals
VARIABLE c
Init == c = 0
Next == c < 4 /\ c' = c + 1
Spec == Init /\ [][Next]_c
Small == [][c' < 3]_c
====
