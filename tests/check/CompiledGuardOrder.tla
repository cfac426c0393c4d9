---- MODULE CompiledGuardOrder ----
\* An action the compiled core does not plan (its CASE) keeps its leading
\* guards, taken in order: the first fails to evaluate (a boolean where a
\* set is needed) before the second is false, so TLC reports the error,
\* and so must the compiled guards (found by the differential fuzzer).
EXTENDS Integers
VARIABLE x
Init == x = FALSE
Act == /\ 2 \in (2 <= -3)
       /\ {0, -3} \subseteq {}
       /\ CASE x -> x' = FALSE [] OTHER -> x' = TRUE
====
