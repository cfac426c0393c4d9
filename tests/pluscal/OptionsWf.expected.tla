---- MODULE OptionsWf ----
EXTENDS Naturals
\* PlusCal options (wf)
(* --algorithm OptionsWf
variables x = 0;
process P \in 1..2
begin
  A: x := x + 1;
  B: await x = 2;
end process;
process Q = 0
begin
  C: await x >= 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

ProcSet == (1..2) \cup {0}

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> CASE self \in 1..2 -> "A"
                                        [] self = 0 -> "C"]

A(self) == /\ pc[self] = "A"
           /\ x' = x + 1
           /\ pc' = [pc EXCEPT ![self] = "B"]

B(self) == /\ pc[self] = "B"
           /\ x = 2
           /\ pc' = [pc EXCEPT ![self] = "Done"]
           /\ x' = x

P(self) == A(self) \/ B(self)

C == /\ pc[0] = "C"
     /\ x >= 1
     /\ pc' = [pc EXCEPT ![0] = "Done"]
     /\ x' = x

Q == C

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in 1..2: P(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in 1..2 : WF_vars(P(self))
        /\ WF_vars(Q)

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
