---- MODULE FairAlgorithmP ----
EXTENDS Naturals
(* --fair algorithm FairAlgorithmP
variables x = 0;
begin
  A: while x < 3 do
       x := x + 1;
     end while;
  B: x := 0;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

Init == (* Global variables *)
        /\ x = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ IF x < 3
           THEN /\ x' = x + 1
                /\ pc' = "A"
           ELSE /\ pc' = "B"
                /\ x' = x

B == /\ pc = "B"
     /\ x' = 0
     /\ pc' = "Done"

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)

Termination == <>(pc = "Done")

\* END TRANSLATION
====
