---- MODULE ComposeOff ----
\* TLC's default: action composition is not evaluated at all, wherever
\* \cdot appears (next-state relation, ENABLED, action property): an
\* evaluation error naming the Java property that would allow it.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Inc == x' = x + 1
Dbl == x' = 2 * x
Next == x < 5 /\ Inc \cdot Dbl
Plain == x < 5 /\ Inc
\* Checked on the initial state: TLC has queued and counted it then.
CanCompose == ENABLED (Inc \cdot Dbl)
StepsCompose == [][Inc \cdot Dbl]_x
====
