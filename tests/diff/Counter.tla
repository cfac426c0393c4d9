---- MODULE Counter ----
\* A counter that goes up to Limit and an invariant it keeps: the spec
\* `tlars diff` is tested on (with a fake TLC that prints the report TLC
\* printed on it, see README.md).
EXTENDS Naturals
CONSTANT Limit
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == \/ x < Limit /\ x' = x + 1 /\ y' = y
        \/ y < x /\ y' = y + 1 /\ x' = x
Inv == y <= x
====
