---- MODULE EnabledInInit ----
\* ENABLED in the initial predicate, once the conjuncts before it have
\* given every variable a value, is evaluated in that state.
EXTENDS Naturals
VARIABLES x, y
Step == x < 2 /\ x' = x + 1 /\ y' = y
Init == x \in 0..3 /\ y \in {x, 5} /\ ENABLED Step
Next == Step
====
