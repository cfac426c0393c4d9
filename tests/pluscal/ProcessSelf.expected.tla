---- MODULE ProcessSelf ----
EXTENDS Naturals
(* --algorithm ProcessSelf
variables board = [i \in 1..2 |-> 0];
process Cell \in 1..2
variables me = self, other = 3 - self, pick \in {other, 5};
begin
  Mark: board[me] := pick;
  Copy: board[other] := board[me];
end process;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, board, me, other, pick

vars == << pc, board, me, other, pick >>

ProcSet == (1..2)

Init == (* Global variables *)
        /\ board = [i \in 1..2 |-> 0]
        (* Process Cell *)
        /\ me = [self \in 1..2 |-> self]
        /\ other = [self \in 1..2 |-> 3 - self]
        /\ pick \in [1..2 -> {other[CHOOSE self \in  1..2 : TRUE], 5}]
        /\ pc = [self \in ProcSet |-> "Mark"]

Mark(self) == /\ pc[self] = "Mark"
              /\ board' = [board EXCEPT ![me[self]] = pick[self]]
              /\ pc' = [pc EXCEPT ![self] = "Copy"]
              /\ UNCHANGED << me, other, pick >>

Copy(self) == /\ pc[self] = "Copy"
              /\ board' = [board EXCEPT ![other[self]] = board[me[self]]]
              /\ pc' = [pc EXCEPT ![self] = "Done"]
              /\ UNCHANGED << me, other, pick >>

Cell(self) == Mark(self) \/ Copy(self)

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == (\E self \in 1..2: Cell(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
