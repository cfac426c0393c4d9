---- MODULE Terse ----
EXTENDS Naturals
VARIABLES s, f, r, n
Init == /\ s = SUBSET {1, 2}
        /\ f = [{1, 2} -> {3}]
        /\ r = [a : {1}, b : {2, 3}]
        /\ n = 0
Next == n' = n + 1 /\ UNCHANGED <<s, f, r>>
Inv == n < 1
====
Sets printed enumerated (TLC's default) or as written (-terse):
Terse.tlc and Terse.terse.tlc are TLC's traces.
