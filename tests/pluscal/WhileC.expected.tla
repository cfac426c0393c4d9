---- MODULE WhileC ----
EXTENDS Naturals
(* --algorithm WhileC {
  variables i = 0, j = 0, sum = 0;
  {
    Outer: while (i < 2) {
             i := i + 1;
             j := 0;
    Inner:   while (j < i) {
               j := j + 1;
               sum := sum + j
             }
           };
    Last: sum := sum * 10
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, i, j, sum

vars == << pc, i, j, sum >>

Init == (* Global variables *)
        /\ i = 0
        /\ j = 0
        /\ sum = 0
        /\ pc = "Outer"

Outer == /\ pc = "Outer"
         /\ IF i < 2
               THEN /\ i' = i + 1
                    /\ j' = 0
                    /\ pc' = "Inner"
               ELSE /\ pc' = "Last"
                    /\ UNCHANGED << i, j >>
         /\ sum' = sum

Inner == /\ pc = "Inner"
         /\ IF j < i
               THEN /\ j' = j + 1
                    /\ sum' = sum + j'
                    /\ pc' = "Inner"
               ELSE /\ pc' = "Outer"
                    /\ UNCHANGED << j, sum >>
         /\ i' = i

Last == /\ pc = "Last"
        /\ sum' = sum * 10
        /\ pc' = "Done"
        /\ UNCHANGED << i, j >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Outer \/ Inner \/ Last
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
