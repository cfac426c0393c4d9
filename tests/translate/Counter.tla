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

=============================================================================
