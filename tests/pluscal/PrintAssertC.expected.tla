---- MODULE PrintAssertC ----
EXTENDS Naturals, TLC
(* --algorithm PrintAssertC {
  variables x = 1, y = 2;
  {
    A: print <<"x is", x>>;
       x := x + 1;
    B: assert x = 2;
       print y;
    C: assert x + y = 4
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y

vars == << pc, x, y >>

Init == (* Global variables *)
        /\ x = 1
        /\ y = 2
        /\ pc = "A"

A == /\ pc = "A"
     /\ PrintT(<<"x is", x>>)
     /\ x' = x + 1
     /\ pc' = "B"
     /\ y' = y

B == /\ pc = "B"
     /\ Assert(x = 2, "Failure of assertion at line 8, column 8.")
     /\ PrintT(y)
     /\ pc' = "C"
     /\ UNCHANGED << x, y >>

C == /\ pc = "C"
     /\ Assert(x + y = 4, "Failure of assertion at line 10, column 8.")
     /\ pc' = "Done"
     /\ UNCHANGED << x, y >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ C
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
