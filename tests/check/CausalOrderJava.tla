---- MODULE CausalOrderJava ----
\* VectorClocks' CausalOrder orders a log as TLC's Java code does: each
\* node's entries by its own clock, an entry after the entries its clock has
\* seen, and, among entries free to come next, passes over the nodes in the
\* order of a Java HashMap keyed by the node identifiers (TLC's hash codes of
\* values under its first polynomial: TLC's order with -fp 0; TLC picks a
\* polynomial at random unless told).
EXTENDS VectorClocks, TLC, Sequences, Naturals

\* Node names; b's entries are logged out of order.
Log ==
  << [node |-> "b", vc |-> [b |-> 2, a |-> 1]],
     [node |-> "a", vc |-> [a |-> 1]],
     [node |-> "c", vc |-> [c |-> 1]],
     [node |-> "b", vc |-> [b |-> 1]],
     [node |-> "c", vc |-> [c |-> 2, a |-> 2]],
     [node |-> "a", vc |-> [a |-> 2]],
     [node |-> "d", vc |-> [d |-> 1]],
     [node |-> "e", vc |-> [e |-> 1, d |-> 1]],
     [node |-> "a", vc |-> [a |-> 3, e |-> 1, d |-> 1]] >>

\* Integer node identifiers, clocks as functions.
IntLog ==
  << [node |-> 3, vc |-> (3 :> 1)],
     [node |-> 0, vc |-> (0 :> 1 @@ 3 :> 1)],
     [node |-> 1, vc |-> (1 :> 1)],
     [node |-> 2, vc |-> (2 :> 1)],
     [node |-> 1, vc |-> (1 :> 2 @@ 2 :> 1)],
     [node |-> 0, vc |-> (0 :> 2)] >>

Order(log) == CausalOrder(log, LAMBDA l : l.vc, LAMBDA l : l.node, LAMBDA vc : DOMAIN vc)

ASSUME PrintT(<<"names", [i \in 1..Len(Order(Log)) |-> Order(Log)[i].node]>>)
ASSUME PrintT(<<"ints", [i \in 1..Len(Order(IntLog)) |-> Order(IntLog)[i].node]>>)
ASSUME IsCausalOrder(Order(Log), LAMBDA l : l.vc)
ASSUME IsCausalOrder(Order(IntLog), LAMBDA l : l.vc)

\* A walk along the ordered log that branches on each entry of node "a":
\* how many states it has depends on where those entries are.
VARIABLES i, branch
Init == i = 1 /\ branch = 0
Next == /\ i < Len(Order(Log))
        /\ i' = i + 1
        /\ branch' \in IF Order(Log)[i].node = "a" THEN {branch, i} ELSE {branch}
Inv == branch # 6
====
