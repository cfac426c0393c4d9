---- MODULE Ring ----
\* Tokens moving around a ring, with many states per level: exercises the
\* merge of parallel workers. The invariant fails deep in the search.
EXTENDS Naturals
CONSTANT N
VARIABLES pos, moves
Init == pos \in [1..3 -> 1..N] /\ moves = 0
Move == \E t \in 1..3 : /\ pos' = [pos EXCEPT ![t] = (pos[t] % N) + 1]
                        /\ moves' = moves + 1
Next == moves < 6 /\ Move
Bounded == moves < 5 \/ pos[1] /= pos[2]
====
