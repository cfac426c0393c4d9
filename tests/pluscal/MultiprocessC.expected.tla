---- MODULE MultiprocessC ----
EXTENDS Naturals
CONSTANT N
(* --algorithm MultiprocessC {
  variables count = 0, log = {};
  process (Worker \in 1..N)
    variables mine = self * 10, tmp \in {0, 1};
  {
    W1: count := count + 1;
        mine := mine + tmp;
    W2: log := log \cup {mine}
  }
  process (Boss = 0)
    variables seen = 0;
  {
    B1: await count = N;
        seen := count
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, count, log, mine, tmp, seen

vars == << pc, count, log, mine, tmp, seen >>

ProcSet == (1..N) \cup {0}

Init == (* Global variables *)
        /\ count = 0
        /\ log = {}
        (* Process Worker *)
        /\ mine = [self \in 1..N |-> self * 10]
        /\ tmp \in [1..N -> {0, 1}]
        (* Process Boss *)
        /\ seen = 0
        /\ pc = [self \in ProcSet |-> CASE self \in 1..N -> "W1"
                                        [] self = 0 -> "B1"]

W1(self) == /\ pc[self] = "W1"
            /\ count' = count + 1
            /\ mine' = [mine EXCEPT ![self] = mine[self] + tmp[self]]
            /\ pc' = [pc EXCEPT ![self] = "W2"]
            /\ UNCHANGED << log, tmp, seen >>

W2(self) == /\ pc[self] = "W2"
            /\ log' = (log \cup {mine[self]})
            /\ pc' = [pc EXCEPT ![self] = "Done"]
            /\ UNCHANGED << count, mine, tmp, seen >>

Worker(self) == W1(self) \/ W2(self)

B1 == /\ pc[0] = "B1"
      /\ count = N
      /\ seen' = count
      /\ pc' = [pc EXCEPT ![0] = "Done"]
      /\ UNCHANGED << count, log, mine, tmp >>

Boss == B1

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Boss
           \/ (\E self \in 1..N: Worker(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION

CountOK == count \in 0..N
====
