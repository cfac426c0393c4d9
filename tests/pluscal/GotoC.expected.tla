---- MODULE GotoC ----
EXTENDS Naturals
(* --algorithm GotoC {
  variables x = 0;
  {
    A: x := x + 1;
       if (x < 3) goto A;
    B: if (x = 3) {
         x := 10;
         goto Done
       } else goto C;
    C: x := 0;
       goto B
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

Init == (* Global variables *)
        /\ x = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ x' = x + 1
     /\ IF x' < 3
           THEN /\ pc' = "A"
           ELSE /\ pc' = "B"

B == /\ pc = "B"
     /\ IF x = 3
           THEN /\ x' = 10
                /\ pc' = "Done"
           ELSE /\ pc' = "C"
                /\ x' = x

C == /\ pc = "C"
     /\ x' = 0
     /\ pc' = "B"

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ C
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
