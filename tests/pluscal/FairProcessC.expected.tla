---- MODULE FairProcessC ----
EXTENDS Naturals
(* --algorithm FairProcessC {
  variables x = 0, y = 0, z = 0;
  fair process (Weak \in {1, 2}) {
    W1: x := x + 1;
    W2:- x := x + 1
  }
  fair+ process (Strong = 3) {
    S1: while (y < 2) {
          y := y + 1;
    S2:+  await x > 0
        }
  }
  process (Plain = 4) {
    P1: z := 1
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y, z

vars == << pc, x, y, z >>

ProcSet == ({1, 2}) \cup {3} \cup {4}

Init == (* Global variables *)
        /\ x = 0
        /\ y = 0
        /\ z = 0
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "W1"
                                        [] self = 3 -> "S1"
                                        [] self = 4 -> "P1"]

W1(self) == /\ pc[self] = "W1"
            /\ x' = x + 1
            /\ pc' = [pc EXCEPT ![self] = "W2"]
            /\ UNCHANGED << y, z >>

W2(self) == /\ pc[self] = "W2"
            /\ x' = x + 1
            /\ pc' = [pc EXCEPT ![self] = "Done"]
            /\ UNCHANGED << y, z >>

Weak(self) == W1(self) \/ W2(self)

S1 == /\ pc[3] = "S1"
      /\ IF y < 2
            THEN /\ y' = y + 1
                 /\ pc' = [pc EXCEPT ![3] = "S2"]
            ELSE /\ pc' = [pc EXCEPT ![3] = "Done"]
                 /\ y' = y
      /\ UNCHANGED << x, z >>

S2 == /\ pc[3] = "S2"
      /\ x > 0
      /\ pc' = [pc EXCEPT ![3] = "S1"]
      /\ UNCHANGED << x, y, z >>

Strong == S1 \/ S2

P1 == /\ pc[4] = "P1"
      /\ z' = 1
      /\ pc' = [pc EXCEPT ![4] = "Done"]
      /\ UNCHANGED << x, y >>

Plain == P1

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Strong \/ Plain
           \/ (\E self \in {1, 2}: Weak(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in {1, 2} : WF_vars((pc[self] # "W2") /\ Weak(self))
        /\ SF_vars(Strong)

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION

Progress == <>(x >= 2 /\ y = 2)
====
