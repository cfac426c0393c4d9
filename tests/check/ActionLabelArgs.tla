---- MODULE ActionLabelArgs ----
\* An action called with several constant arguments is labelled in a trace
\* with their values separated by commas alone, as TLC's Action joins them.
EXTENDS Naturals
VARIABLE x
Move(a, b) == x' = x + a + b
Init == x = 0
Next == Move(1, 2) \/ Move(2, <<3, 4>>[1])
Inv == x < 7
====
