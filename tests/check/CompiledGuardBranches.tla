---- MODULE CompiledGuardBranches ----
\* An action left to the interpreter (it ends in UNCHANGED of an operator's
\* parameter) whose leading guards the compiled core evaluates first:
\* TLC's enumeration takes each disjunct of \/ as a branch, also once one
\* holds, so the second disjunct's error is met although the next guard is
\* false (the error model; difffuzz seed 214612). Where nothing fails, the
\* guards decide as the enumeration does.
EXTENDS Naturals
VARIABLES x, y
Keep(v) == UNCHANGED v
Init == x \in BOOLEAN /\ y = FALSE
Flip == /\ x' = ~x
        /\ y' = y
Guarded == /\ (y = FALSE) \/ (y = TRUE /\ x)
           /\ \E k \in 1..2 : k = 2
           /\ x
           /\ Keep(<<x, y>>)
Fails == /\ (y = FALSE) \/ (1..2)
         /\ y
         /\ Keep(<<y>>)
Next == Flip \/ Guarded
Bad == Flip \/ Fails
====
