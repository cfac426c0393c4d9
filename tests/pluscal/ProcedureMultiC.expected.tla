---- MODULE ProcedureMultiC ----
EXTENDS Naturals, Sequences
(* --algorithm ProcedureMultiC {
  variables total = 0;
  procedure Bump(by)
    variables old = 0;
  {
    Read: old := total;
    Write: total := old + by;
           return
  }
  fair process (Adder \in {1, 2})
    variables k = 0;
  {
    Loop: while (k < 2) {
            k := k + 1;
            call Bump(self)
          }
  }
  fair process (Reader = 0) {
    Look: await total > 0;
          call Bump(0)
  }
} *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, total, stack, by, old, k

vars == << pc, total, stack, by, old, k >>

ProcSet == ({1, 2}) \cup {0}

Init == (* Global variables *)
        /\ total = 0
        (* Procedure Bump *)
        /\ by = [ self \in ProcSet |-> defaultInitValue]
        /\ old = [ self \in ProcSet |-> 0]
        (* Process Adder *)
        /\ k = [self \in {1, 2} |-> 0]
        /\ stack = [self \in ProcSet |-> << >>]
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "Loop"
                                        [] self = 0 -> "Look"]

Read(self) == /\ pc[self] = "Read"
              /\ old' = [old EXCEPT ![self] = total]
              /\ pc' = [pc EXCEPT ![self] = "Write"]
              /\ UNCHANGED << total, stack, by, k >>

Write(self) == /\ pc[self] = "Write"
               /\ total' = old[self] + by[self]
               /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
               /\ old' = [old EXCEPT ![self] = Head(stack[self]).old]
               /\ by' = [by EXCEPT ![self] = Head(stack[self]).by]
               /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
               /\ k' = k

Bump(self) == Read(self) \/ Write(self)

Loop(self) == /\ pc[self] = "Loop"
              /\ IF k[self] < 2
                    THEN /\ k' = [k EXCEPT ![self] = k[self] + 1]
                         /\ /\ by' = [by EXCEPT ![self] = self]
                            /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "Bump",
                                                                     pc        |->  "Loop",
                                                                     old       |->  old[self],
                                                                     by        |->  by[self] ] >>
                                                                 \o stack[self]]
                         /\ old' = [old EXCEPT ![self] = 0]
                         /\ pc' = [pc EXCEPT ![self] = "Read"]
                    ELSE /\ pc' = [pc EXCEPT ![self] = "Done"]
                         /\ UNCHANGED << stack, by, old, k >>
              /\ total' = total

Adder(self) == Loop(self)

Look == /\ pc[0] = "Look"
        /\ total > 0
        /\ /\ by' = [by EXCEPT ![0] = 0]
           /\ stack' = [stack EXCEPT ![0] = << [ procedure |->  "Bump",
                                                 pc        |->  "Done",
                                                 old       |->  old[0],
                                                 by        |->  by[0] ] >>
                                             \o stack[0]]
        /\ old' = [old EXCEPT ![0] = 0]
        /\ pc' = [pc EXCEPT ![0] = "Read"]
        /\ UNCHANGED << total, k >>

Reader == Look

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Reader
           \/ (\E self \in ProcSet: Bump(self))
           \/ (\E self \in {1, 2}: Adder(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in {1, 2} : WF_vars(Adder(self)) /\ WF_vars(Bump(self))
        /\ WF_vars(Reader) /\ WF_vars(Bump(0))

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
