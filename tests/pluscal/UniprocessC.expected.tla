---- MODULE UniprocessC ----
EXTENDS Naturals
(* --algorithm UniprocessC {
  variables x = 0, y \in {1, 2}, z = x + y;
  {
    A: x := x + y;
    B: z := x;
       skip;
    C: y := y - 1
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y, z

vars == << pc, x, y, z >>

Init == (* Global variables *)
        /\ x = 0
        /\ y \in {1, 2}
        /\ z = x + y
        /\ pc = "A"

A == /\ pc = "A"
     /\ x' = x + y
     /\ pc' = "B"
     /\ UNCHANGED << y, z >>

B == /\ pc = "B"
     /\ z' = x
     /\ TRUE
     /\ pc' = "C"
     /\ UNCHANGED << x, y >>

C == /\ pc = "C"
     /\ y' = y - 1
     /\ pc' = "Done"
     /\ UNCHANGED << x, z >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ C
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
