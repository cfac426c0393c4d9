---- MODULE OptionsTwoFairness ----
\* Two fairness options: pcal.trans reports the error and translates with
\* the first.
\* PlusCal options (sf, wf)
EXTENDS Naturals
(* --algorithm OptionsTwoFairness
variables x = 0;
process P \in 1..2
begin
  A: x := 1;
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
           /\ x' = 1
           /\ pc' = [pc EXCEPT ![self] = "Done"]

P(self) == A(self)

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == (\E self \in 1..2: P(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in 1..2 : SF_vars(P(self))

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
