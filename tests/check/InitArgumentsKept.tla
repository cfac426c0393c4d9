---- MODULE InitArgumentsKept ----
\* While Init is enumerated, a LET definition or an operator's argument
\* that reads no variable is computed once, as TLC keeps a LazyValue: each
\* level below reads the one above twice, 2^30 evaluations otherwise.
EXTENDS Naturals
RECURSIVE Twice(_), Sum(_, _)
Twice(n) == IF n = 0 THEN 1 ELSE LET a == Twice(n - 1) IN a + a
Sum(acc, n) == IF n = 0 THEN acc ELSE Sum(acc + acc, n - 1)
VARIABLES x, y
Init == /\ x \in {Twice(30), Sum(1, 30)}
        /\ y \in {x, Twice(3)}
Next == UNCHANGED <<x, y>>
====
