---- MODULE OptionsLabel ----
EXTENDS Naturals
\* PlusCal options (label, labelRoot Step)
(* --algorithm OptionsLabel
variables x = 0, y = 0;
process P \in 1..2
begin
  x := x + 1;
  y := y + self;
end process;
process Q = 3
begin
  Named: await x = 2;
  y := 0;
end process;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y

vars == << pc, x, y >>

ProcSet == (1..2) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        /\ y = 0
        /\ pc = [self \in ProcSet |-> CASE self \in 1..2 -> "Step1"
                                        [] self = 3 -> "Named"]

Step1(self) == /\ pc[self] = "Step1"
               /\ x' = x + 1
               /\ y' = y + self
               /\ pc' = [pc EXCEPT ![self] = "Done"]

P(self) == Step1(self)

Named == /\ pc[3] = "Named"
         /\ x = 2
         /\ y' = 0
         /\ pc' = [pc EXCEPT ![3] = "Done"]
         /\ x' = x

Q == Named

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in 1..2: P(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
