---- MODULE PossibleModule ----
\* TLC's _Possible module, extended by a spec, reads the counts the
\* `_POSSIBLE` predicates of the configuration gathered (summed over the
\* workers; here one state is initial, so the sums do not depend on them).
EXTENDS Naturals, TLC, _Possible
VARIABLE n
Init == n = 0
Next == n < 5 /\ n' = n + 1
Odd == n % 2 = 1
Step == n' = n + 1
Counted == LET c == _Counts IN c["Odd"] = 3 /\ c["Step"] = 5
====
