---- MODULE CompiledStateFunctions ----
\* Function definitions that read the state, applied where actions and
\* invariants read them (as MultiCarElevator's CanServiceCall[e, c]): one
\* and two binders, sets read from the state (a binder's set never reads
\* the names bound beside it, as in SANY), an application outside the
\* domain (the error model), a recursive one (left to the interpreter),
\* one read whole.
EXTENDS Naturals
VARIABLES load, cap
P == 1..3
Room[p \in P] == cap - load[p]
Fits[p \in P, n \in 0..cap] == load[p] + n <= cap
Busy[p \in {q \in P : load[q] > 0}] == load[p] * 2
Total[p \in 0..3] == IF p = 0 THEN 0 ELSE load[p] + Total[p - 1]
Init == load = [p \in P |-> 0] /\ cap \in {2, 3}
Add(p, n) == /\ n > 0
             /\ Fits[p, n]
             /\ load' = [load EXCEPT ![p] = @ + n]
             /\ cap' = cap
Drain(p) == /\ load[p] > 0
            /\ Busy[p] >= 2
            /\ load' = [load EXCEPT ![p] = @ - 1]
            /\ UNCHANGED cap
Next == \/ \E p \in P : \E n \in 0..Room[p] : Add(p, n)
        \/ \E p \in P : Drain(p)
Inv == /\ \A p \in P : Room[p] >= 0
       /\ Total[3] <= 3 * cap
       /\ DOMAIN Room = P
Outside == Busy[1] >= 0
====
