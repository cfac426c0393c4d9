---- MODULE RunawaySearch ----
\* An evaluation that nests without end is TLC's stack overflow: in the
\* search (invariant, action property, next-state) it ends with exit 255 and
\* a trace up to the state being explored; computing the initial states, 75.
EXTENDS Naturals
VARIABLE x
RECURSIVE Forever(_)
Forever(n) == Forever(n + 1) + 1
Init == x = 0
Next == x' = (x + 1) % 3
Inv == x = 0 \/ Forever(x) > 0
InvInit == Forever(x) > 0
Prop == [][x = 0 \/ Forever(x) > 0]_x
====
