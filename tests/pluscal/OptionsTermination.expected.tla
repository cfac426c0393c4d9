---- MODULE OptionsTermination ----
EXTENDS Naturals
\* PlusCal options (termination)
(* --algorithm OptionsTermination
variables x = 0;
begin
  A: while x < 2 do
       x := x + 1;
     end while;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

Init == (* Global variables *)
        /\ x = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ IF x < 2
           THEN /\ x' = x + 1
                /\ pc' = "A"
           ELSE /\ pc' = "Done"
                /\ x' = x

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)

Termination == <>(pc = "Done")

\* END TRANSLATION
====
