---- MODULE OptionsSf ----
EXTENDS Naturals
\* PlusCal options (-sf)
(* --algorithm OptionsSf {
  variables x = 0;
  {
    A: while (x < 2) {
         x := x + 1
       };
    B: x := 10
  }
} *)
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
           ELSE /\ pc' = "B"
                /\ x' = x

B == /\ pc = "B"
     /\ x' = 10
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
