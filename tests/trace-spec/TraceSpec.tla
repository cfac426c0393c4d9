---- MODULE TraceSpec ----
EXTENDS Naturals
CONSTANTS N, Procs
VARIABLES x, who
Init == x = 0 /\ who \in Procs
Next == \/ x < N /\ x' = x + 1 /\ UNCHANGED who
        \/ x = N /\ x' = 0 /\ UNCHANGED who
Inv == x < 2
Live == <>(x = 5)
Spec == Init /\ [][Next]_<<x, who>> /\ WF_<<x, who>>(Next)
====
After a violation `tlars tlc` writes TLC's trace-exploration spec; checked
again, it must violate its own invariant (TraceSpec.cfg) or property (a
lasso that stutters, TraceSpec.stuttering.cfg; one that goes back to its
first state, TraceSpec.lasso.cfg) with the same states. The model values
p1, p2 are declared by the spec it writes.
