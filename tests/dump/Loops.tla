---- MODULE Loops ----
\* A state graph with every kind of edge TLC draws: self-loops (Stay),
\* edges back to states already found (Down, Twice), several edges between
\* the same two states (Up(1), Up(2), Also), and one successor reached
\* twice by one action (Twice); its operators' legend is not in the order
\* their colours were given.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Up(k) == x < 2 /\ x' = x + 1
Also == x < 2 /\ x' = x + 1
Down == x > 0 /\ x' = x - 1
Stay == x' = x
Twice == \E k \in {1, 2} : x = 2 /\ x' = 0
Next == (\E k \in {1, 2} : Up(k)) \/ Also \/ Down \/ Stay \/ Twice
====
