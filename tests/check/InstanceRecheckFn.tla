---- MODULE InstanceRecheckFn ----
\* A \A conjunct re-checked after a step at the instances whose parts the
\* step changed, found by comparing the parts' values: a function on
\* strings (a record) of records, where Inc(k) changes g[k].n alone, and
\* a function on {2, 4}, where Bump(k) changes h[k]. The verdicts and
\* counts are TLC's.
EXTENDS Naturals
Keys == {"a", "b", "c"}
VARIABLES g, h, t
Init == /\ g = [k \in Keys |-> [n |-> 0, m |-> 0]]
        /\ h = [k \in {2, 4} |-> 0]
        /\ t = 0
Inc(k) == g[k].n < 3 /\ g' = [g EXCEPT ![k].n = @ + 1] /\ UNCHANGED <<h, t>>
Bump(k) == t > 0 /\ h[k] < 2 /\ h' = [h EXCEPT ![k] = @ + 1] /\ UNCHANGED <<g, t>>
Tick == t < 2 /\ t' = t + 1 /\ UNCHANGED <<g, h>>
Next == (\E k \in Keys : Inc(k)) \/ (\E k \in {2, 4} : Bump(k)) \/ Tick
\* Hold (InstanceRecheckFn.cfg).
Fine == \A k \in Keys : g[k].n <= 3 /\ g[k].m = 0
Small == \A k \in {2, 4} : h[k] <= 2
\* Violated where g["b"].n reaches 3 (InstanceRecheckFn.low.cfg).
Low == \A k \in Keys : g[k].n + g[k].m <= 2 \/ k = "a"
\* Violated where h[4] reaches 2 (InstanceRecheckFn.four.cfg).
Four == \A k \in {2, 4} : h[k] < 2 \/ k = 2
====
