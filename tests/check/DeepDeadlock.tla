---- MODULE DeepDeadlock ----
\* A counter that stops at 4: the state x = 4, at depth 5, deadlocks. A
\* search bounded short of it (`--max-depth`) must not call the model
\* free of errors (crates/tlars/tests/check_specs.rs).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 4 /\ x' = x + 1
====
