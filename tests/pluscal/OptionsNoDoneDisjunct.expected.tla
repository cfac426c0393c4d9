---- MODULE OptionsNoDoneDisjunct ----
EXTENDS Naturals
\* PlusCal options (noDoneDisjunct)
(* --algorithm OptionsNoDoneDisjunct
variables x = 0;
process P \in 1..2
begin
  A: x := x + 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

ProcSet == (1..2)

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> "A"]

A(self) == /\ pc[self] = "A"
           /\ x' = x + 1
           /\ pc' = [pc EXCEPT ![self] = "Done"]

P(self) == A(self)

Next == (\E self \in 1..2: P(self))

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
