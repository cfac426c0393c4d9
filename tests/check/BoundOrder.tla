---- MODULE BoundOrder ----
\* TLC enumerates the values of several bound variables of one quantifier
\* (\E i, j \in S and \E i \in S, j \in T) as an odometer whose FIRST
\* variable turns fastest (its ContextEnumerator): the order in which Init
\* and Next generate states, so the states generated before a violation
\* and which trace is found. (MC_spanning counted 23 where TLC has 19.)
EXTENDS Naturals
VARIABLE x, y
Init == \E i \in {1, 2}, j \in {10, 20} : x = <<i, j>> /\ y = 0
Split == \E i, j \in {1, 2, 3} : x' = <<i, j>> /\ y' = y + 1
Nested == y < 5 /\ \E i \in {1, 2, 3}, j \in {1, 2} : x' = <<j, i>> /\ y' = y + 1
Inv == x # <<3, 1>>
Inv2 == x # <<2, 1>>
====
