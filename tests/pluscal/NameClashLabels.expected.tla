---- MODULE NameClashLabels ----
EXTENDS Naturals
(* --algorithm NameClashLabels
variables x = 0;
process P \in {1, 2}
begin
  Start: x := x + 1;
  Stop: x := x + 1;
end process;
process Q = 3
begin
  Start: await x > 0;
  Stop: x := x * 2;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* Label Start of process P at line 7 col 10 changed to Start_
\* Label Stop of process P at line 8 col 9 changed to Stop_
VARIABLES pc, x

vars == << pc, x >>

ProcSet == ({1, 2}) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "Start_"
                                        [] self = 3 -> "Start"]

Start_(self) == /\ pc[self] = "Start_"
                /\ x' = x + 1
                /\ pc' = [pc EXCEPT ![self] = "Stop_"]

Stop_(self) == /\ pc[self] = "Stop_"
               /\ x' = x + 1
               /\ pc' = [pc EXCEPT ![self] = "Done"]

P(self) == Start_(self) \/ Stop_(self)

Start == /\ pc[3] = "Start"
         /\ x > 0
         /\ pc' = [pc EXCEPT ![3] = "Stop"]
         /\ x' = x

Stop == /\ pc[3] = "Stop"
        /\ x' = x * 2
        /\ pc' = [pc EXCEPT ![3] = "Done"]

Q == Start \/ Stop

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in {1, 2}: P(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
