---- MODULE DefaultInit ----
EXTENDS Naturals
(* --algorithm DefaultInit
variables x, y = 1;
begin
  A: x := y;
  B: y := x + 1;
end algorithm *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, x, y

vars == << pc, x, y >>

Init == (* Global variables *)
        /\ x = defaultInitValue
        /\ y = 1
        /\ pc = "A"

A == /\ pc = "A"
     /\ x' = y
     /\ pc' = "B"
     /\ y' = y

B == /\ pc = "B"
     /\ y' = x + 1
     /\ pc' = "Done"
     /\ x' = x

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
