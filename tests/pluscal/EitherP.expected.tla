---- MODULE EitherP ----
EXTENDS Naturals
(* --algorithm EitherP
variables x = 0, y = 0;
begin
  A: either
       x := 1;
     or
       y := 1;
     or
       x := 2;
       y := 2;
     end either;
  B: either
       x := x + 1;
  Mid: y := y + 1;
     or
       skip;
     end either;
  C: y := x + y;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y

vars == << pc, x, y >>

Init == (* Global variables *)
        /\ x = 0
        /\ y = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ \/ /\ x' = 1
           /\ y' = y
        \/ /\ y' = 1
           /\ x' = x
        \/ /\ x' = 2
           /\ y' = 2
     /\ pc' = "B"

B == /\ pc = "B"
     /\ \/ /\ x' = x + 1
           /\ pc' = "Mid"
        \/ /\ TRUE
           /\ pc' = "C"
           /\ x' = x
     /\ y' = y

Mid == /\ pc = "Mid"
       /\ y' = y + 1
       /\ pc' = "C"
       /\ x' = x

C == /\ pc = "C"
     /\ y' = x + y
     /\ pc' = "Done"
     /\ x' = x

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ Mid \/ C
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
