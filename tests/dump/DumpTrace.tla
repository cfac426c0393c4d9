---- MODULE DumpTrace ----
EXTENDS Naturals, Sequences
CONSTANT Procs
VARIABLES f, r, s, x
Init == x = 0 /\ s = {} /\ f = [p \in Procs |-> <<>>] /\ r = [a |-> "hi", b |-> TRUE]
Step(p) == x < 3 /\ Len(f[p]) < 3 /\ x' = x + 1 /\ s' = s \cup {p} /\ f' = [f EXCEPT ![p] = Append(@, x)] /\ UNCHANGED r
Reset == x = 2 /\ x' = 0 /\ UNCHANGED <<s, f, r>>
Next == (\E p \in Procs : Step(p)) \/ Reset
Inv == x < 3
Spec == Init /\ [][Next]_<<f, r, s, x>> /\ WF_<<f, r, s, x>>(Reset)
Settles == <>[](x = 0)
====
