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
\* END TRANSLATION
====
