---- MODULE InstanceRecheck ----
\* A \A conjunct of an invariant or a constraint that held before a step
\* is evaluated again after it only at the instances whose parts of the
\* state the step changed; a variable an instance reads whole (total)
\* makes every instance count again. Each cfg's verdict and counts are
\* TLC's.
EXTENDS Naturals
P == 1..3
VARIABLES f, m, total
Init == /\ f = [p \in P |-> 0]
        /\ m = [p \in P |-> [q \in P |-> 0]]
        /\ total = 0
Bump(p) == total = 0 /\ f[p] < 2 /\ f' = [f EXCEPT ![p] = @ + 1] /\ UNCHANGED <<m, total>>
\* m[3][3] is set only once total is past 1.
Mark(p, q) == /\ m[p][q] = 0
              /\ p + q < 6 \/ total > 1
              /\ m' = [m EXCEPT ![p][q] = p * q]
              /\ UNCHANGED <<f, total>>
Grow == total < 3 /\ total' = total + 1 /\ UNCHANGED <<f, m>>
Next == (\E p \in P : Bump(p)) \/ (\E p, q \in P : Mark(p, q)) \/ Grow
\* Hold in every state the constraint lets in (InstanceRecheck.cfg).
Bounded == \A p \in P : f[p] <= 2 /\ m[p][1] <= 3
Products == \A p, q \in P : m[p][q] \in {0, p * q}
\* The constraint: at most one counter past 0.
OneBumped == \A p, q \in P : f[p] > 0 /\ f[q] > 0 => p = q
\* Violated where Mark(3, 3) sets m[3][3] (InstanceRecheck.parts.cfg).
BelowNine == \A p, q \in P : m[p][q] < 9
\* Violated only by Grow, which changes total alone
\* (InstanceRecheck.whole.cfg).
Whole == \A p \in P : f[p] + total < 4
====
