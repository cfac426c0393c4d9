---- MODULE NameClashVars ----
EXTENDS Naturals
(* --algorithm NameClashVars
variables total = 0;
process P \in {1, 2}
variables t = self;
begin
  total: total := total + t;
  t: t := 0;
end process;
process Q = 3
variables t = 5;
begin
  Add: total := total + t;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* Label total of process P at line 8 col 10 changed to total_
\* Label t of process P at line 9 col 6 changed to t_
\* Process variable t of process P at line 6 col 11 changed to t_P
VARIABLES pc, total, t_P, t

vars == << pc, total, t_P, t >>

ProcSet == ({1, 2}) \cup {3}

Init == (* Global variables *)
        /\ total = 0
        (* Process P *)
        /\ t_P = [self \in {1, 2} |-> self]
        (* Process Q *)
        /\ t = 5
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "total_"
                                        [] self = 3 -> "Add"]

total_(self) == /\ pc[self] = "total_"
                /\ total' = total + t_P[self]
                /\ pc' = [pc EXCEPT ![self] = "t_"]
                /\ UNCHANGED << t_P, t >>

t_(self) == /\ pc[self] = "t_"
            /\ t_P' = [t_P EXCEPT ![self] = 0]
            /\ pc' = [pc EXCEPT ![self] = "Done"]
            /\ UNCHANGED << total, t >>

P(self) == total_(self) \/ t_(self)

Add == /\ pc[3] = "Add"
       /\ total' = total + t
       /\ pc' = [pc EXCEPT ![3] = "Done"]
       /\ UNCHANGED << t_P, t >>

Q == Add

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
