---- MODULE ExceptUpdates ----
\* An EXCEPT with several updates: each later one changes what the earlier
\* ones made (@ is the entry as they left it), never the value the state
\* holds (f[1] and g.a below read the state's). Tuples, records and a
\* function on {2, 4}. The counts and the trace are TLC's.
EXTENDS Naturals
VARIABLES f, g, h
Init == f = <<1, 2, 3>> /\ g = [a |-> 0, b |-> 0] /\ h = [k \in {2, 4} |-> k]
Next == /\ f[1] < 40
        /\ f' = [f EXCEPT ![1] = @ + 1, ![1] = @ * 2, ![3] = f[1] + @]
        /\ g' = [g EXCEPT !.a = @ + 1, !.b = g.a + @, !.a = @ + g.b]
        /\ h' = [h EXCEPT ![2] = h[4], ![4] = @ + h[2]]
Inv == f[3] < 60
====
