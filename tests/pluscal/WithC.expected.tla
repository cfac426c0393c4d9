---- MODULE WithC ----
EXTENDS Naturals
(* --algorithm WithC {
  variables s = {1, 2, 3}, x = 0, y = 0;
  {
    A: with (a \in s, b = a + 1) {
         x := a;
         y := b
       };
    B: with (c = x * 2; d \in {c, c + 1}) {
         with (e \in {d}) s := s \ {e}
       };
    C: with (f = 5) x := f
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, s, x, y

vars == << pc, s, x, y >>

Init == (* Global variables *)
        /\ s = {1, 2, 3}
        /\ x = 0
        /\ y = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ \E a \in s:
          LET b == a + 1 IN
            /\ x' = a
            /\ y' = b
     /\ pc' = "B"
     /\ s' = s

B == /\ pc = "B"
     /\ LET c == x * 2 IN
          \E d \in {c, c + 1}:
            \E e \in {d}:
              s' = s \ {e}
     /\ pc' = "C"
     /\ UNCHANGED << x, y >>

C == /\ pc = "C"
     /\ LET f == 5 IN
          x' = f
     /\ pc' = "Done"
     /\ UNCHANGED << s, y >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ C
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
