---- MODULE FairAlgorithmC ----
EXTENDS Naturals
(* --fair algorithm FairAlgorithmC {
  variables x = 0;
  process (P \in 1..2) {
    A: x := x + self
  }
  fair+ process (Q = 3) {
    B: await x >= 3;
       x := 0
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x

vars == << pc, x >>

ProcSet == (1..2) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        /\ pc = [self \in ProcSet |-> CASE self \in 1..2 -> "A"
                                        [] self = 3 -> "B"]

A(self) == /\ pc[self] = "A"
           /\ x' = x + self
           /\ pc' = [pc EXCEPT ![self] = "Done"]

P(self) == A(self)

B == /\ pc[3] = "B"
     /\ x >= 3
     /\ x' = 0
     /\ pc' = [pc EXCEPT ![3] = "Done"]

Q == B

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in 1..2: P(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)
        /\ SF_vars(Q)

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
