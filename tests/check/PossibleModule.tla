---- MODULE PossibleModule ----
\* The standard module _Possible (behind TLC's _POSSIBLE directive) can be
\* extended; a model that does not read its counters is checked as usual.
EXTENDS Naturals, _Possible
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 4
Three == x = 3
====
