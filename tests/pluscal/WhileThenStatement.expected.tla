---- MODULE WhileThenStatement ----
EXTENDS Naturals
(* --algorithm WhileThenStatement
variables x = 0;
process P = 1
begin
  A: while x < 3 do
       x := x + 1;
     end while;
     x := 0;
end process;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

ProcSet == {1}

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> "A"]

A == /\ pc[1] = "A"
     /\ IF x < 3
           THEN /\ x' = x + 1
                /\ pc' = [pc EXCEPT ![1] = "A"]
           ELSE /\ x' = 0
                /\ pc' = [pc EXCEPT ![1] = "Done"]

P == A

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == P
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
