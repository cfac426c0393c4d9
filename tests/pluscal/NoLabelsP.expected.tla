---- MODULE NoLabelsP ----
EXTENDS Naturals
(* --algorithm NoLabelsP
variables x = 0, y = 0;
begin
  x := 1;
  while x < 3 do
    x := x + 1;
    y := y + x;
  end while;
  if y > 4 then
    x := 0;
  end if;
  y := 0;
  x := 5;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y

vars == << pc, x, y >>

Init == (* Global variables *)
        /\ x = 0
        /\ y = 0
        /\ pc = "Lbl_1"

Lbl_1 == /\ pc = "Lbl_1"
         /\ x' = 1
         /\ pc' = "Lbl_2"
         /\ y' = y

Lbl_2 == /\ pc = "Lbl_2"
         /\ IF x < 3
               THEN /\ x' = x + 1
                    /\ y' = y + x'
                    /\ pc' = "Lbl_2"
               ELSE /\ IF y > 4
                          THEN /\ x' = 0
                          ELSE /\ TRUE
                               /\ x' = x
                    /\ y' = 0
                    /\ pc' = "Lbl_3"

Lbl_3 == /\ pc = "Lbl_3"
         /\ x' = 5
         /\ pc' = "Done"
         /\ y' = y

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Lbl_1 \/ Lbl_2 \/ Lbl_3
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
