---- MODULE FnDef ----
\* Function definitions with constant bodies: applied again and again (tlars
\* remembers each application), recursively, and once outside the domain.
\* Counts, verdicts, trace and exit status as TLC gives them (run on these
\* files); TLC too shows the whole function <<2, 4, 6>> in the error.
EXTENDS Naturals
VARIABLE i
Double[x \in 1..3] == 2 * x
Fact[n \in 0..6] == IF n = 0 THEN 1 ELSE n * Fact[n - 1]
Init == i = 0
Next == i < 6 /\ i' = i + 1
Inv == /\ Double[(i % 3) + 1] = 2 * ((i % 3) + 1)
       /\ Fact[i] >= i
       /\ i > 0 => Fact[i] = i * Fact[i - 1]
\* Double[4] does not exist: an error once i reaches 4, not before.
Outside == i < 4 \/ Double[i] > 0
====
