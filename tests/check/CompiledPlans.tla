---- MODULE CompiledPlans ----
\* Actions the compiled core runs as plans, and the forms around them
\* whose states and counts must stay TLC's: assignments and comparisons
\* of a variable already given a value, UNCHANGED after an assignment, a
\* LET whose value reads the next state (computed again at each use),
\* EXCEPT with @, a function built over a set, guards before an error.
EXTENDS Naturals, Sequences
VARIABLES x, f, s, n
Procs == 1..3
Init == x = 0 /\ f = [p \in Procs |-> 0] /\ s = <<>> /\ n = 0

Bump(p) == /\ f[p] < 2
           /\ f' = [f EXCEPT ![p] = @ + 1]
           /\ x' = x + p
           /\ UNCHANGED <<s, n>>
Twice == /\ x' = (x + 1) % 4
         /\ x' = (x + 1) % 4
         /\ UNCHANGED f /\ UNCHANGED <<s, f, n>>
Clash == /\ x' = 1 /\ x' = 2 /\ UNCHANGED <<f, s, n>>
Push == LET m == x' + n
        IN /\ Len(s) < 2
           /\ x' = x
           /\ s' = Append(s, m)
           /\ n' = m % 3
           /\ f' = [p \in Procs |-> IF p = 1 THEN f[p] ELSE f[p] + 0]
Pop == /\ s # <<>>
       /\ LET h == Head(s) IN /\ s' = Tail(s) /\ n' = h % 3
       /\ UNCHANGED <<x, f>>
\* The first guard is false wherever the second would fail: no error.
Guarded == /\ Len(s) > 5 /\ Head(<<>>) = 1 /\ UNCHANGED <<x, f, s, n>>

Next == \/ \E p \in Procs : Bump(p)
        \/ Twice \/ Clash \/ Push \/ Pop \/ Guarded

\* The first guard holds where the second fails: TLC's error, there.
Bad == /\ x = 3 /\ Head(s) = 1 /\ UNCHANGED <<x, f, s, n>>
NextBad == Next \/ Bad

Inv == x < 20 /\ \A p \in Procs : f[p] <= 2
====
