------------------------------- MODULE Counter -------------------------------
(***************************************************************************)
(* A uniprocess algorithm without labels and without translation lines:   *)
(* the translator adds the labels, the BEGIN/END TRANSLATION lines after   *)
(* the comment holding the algorithm, and a .cfg that checks Termination   *)
(* and gives defaultInitValue (the value of `last`) a value.               *)
(***************************************************************************)
EXTENDS Naturals

(* PlusCal options (termination) *)

(*--algorithm Counter
variables count = 0, last;
begin
  while count < 3 do
    count := count + 1;
  end while;
  last := count;
end algorithm *)
\* BEGIN TRANSLATION (chksum(pcal) = "eed4d621" /\ chksum(tla) = "99bd967e")
CONSTANT defaultInitValue
VARIABLES pc, count, last

vars == << pc, count, last >>

Init == (* Global variables *)
        /\ count = 0
        /\ last = defaultInitValue
        /\ pc = "Lbl_1"

Lbl_1 == /\ pc = "Lbl_1"
         /\ IF count < 3
               THEN /\ count' = count + 1
                    /\ pc' = "Lbl_1"
                    /\ last' = last
               ELSE /\ last' = count
                    /\ pc' = "Done"
                    /\ count' = count

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Lbl_1
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)

Termination == <>(pc = "Done")

\* END TRANSLATION 

=============================================================================
