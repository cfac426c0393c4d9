---- MODULE IfElseC ----
EXTENDS Naturals
(* --algorithm IfElseC {
  variables x \in 0..3, y = 0;
  {
    A: if (x = 0) y := 1
       else if (x = 1) { y := 2 }
       else if (x = 2) skip
       else { y := 3 };
    B: if (y > 1) {
         y := y - 1;
    Inner: y := y + 10
       } else {
         x := 0
       };
    C: if (x > y) { x := y };
       y := y + 1
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y

vars == << pc, x, y >>

Init == (* Global variables *)
        /\ x \in 0..3
        /\ y = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ IF x = 0
           THEN /\ y' = 1
           ELSE /\ IF x = 1
                      THEN /\ y' = 2
                      ELSE /\ IF x = 2
                                 THEN /\ TRUE
                                      /\ y' = y
                                 ELSE /\ y' = 3
     /\ pc' = "B"
     /\ x' = x

B == /\ pc = "B"
     /\ IF y > 1
           THEN /\ y' = y - 1
                /\ pc' = "Inner"
                /\ x' = x
           ELSE /\ x' = 0
                /\ pc' = "C"
                /\ y' = y

Inner == /\ pc = "Inner"
         /\ y' = y + 10
         /\ pc' = "C"
         /\ x' = x

C == /\ pc = "C"
     /\ IF x > y
           THEN /\ x' = y
           ELSE /\ TRUE
                /\ x' = x
     /\ y' = y + 1
     /\ pc' = "Done"

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ Inner \/ C
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
