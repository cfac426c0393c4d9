---- MODULE ProcedureMulti ----
EXTENDS Naturals, Sequences, TLC
(* --algorithm ProcedureMulti
variables lock = 0, entered = 0;
procedure Acquire()
begin
  Acq: await lock = 0;
       lock := self;
       return;
end procedure;
procedure Release(who)
variables was = lock;
begin
  Rel: assert was = who;
       lock := 0;
       return;
end procedure;
process Client \in 1..2
variables rounds = 0;
begin
  C1: while rounds < 2 do
        call Acquire();
  C2:   entered := entered + 1;
        rounds := rounds + 1;
        call Release(self);
      end while;
end process;
end algorithm *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, lock, entered, stack, who, was, rounds

vars == << pc, lock, entered, stack, who, was, rounds >>

ProcSet == (1..2)

Init == (* Global variables *)
        /\ lock = 0
        /\ entered = 0
        (* Procedure Release *)
        /\ who = [ self \in ProcSet |-> defaultInitValue]
        /\ was = [ self \in ProcSet |-> lock]
        (* Process Client *)
        /\ rounds = [self \in 1..2 |-> 0]
        /\ stack = [self \in ProcSet |-> << >>]
        /\ pc = [self \in ProcSet |-> "C1"]

Acq(self) == /\ pc[self] = "Acq"
             /\ lock = 0
             /\ lock' = self
             /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
             /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
             /\ UNCHANGED << entered, who, was, rounds >>

Acquire(self) == Acq(self)

Rel(self) == /\ pc[self] = "Rel"
             /\ Assert(was[self] = who[self], 
                       "Failure of assertion at line 14, column 8.")
             /\ lock' = 0
             /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
             /\ was' = [was EXCEPT ![self] = Head(stack[self]).was]
             /\ who' = [who EXCEPT ![self] = Head(stack[self]).who]
             /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
             /\ UNCHANGED << entered, rounds >>

Release(self) == Rel(self)

C1(self) == /\ pc[self] = "C1"
            /\ IF rounds[self] < 2
                  THEN /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "Acquire",
                                                                pc        |->  "C2" ] >>
                                                            \o stack[self]]
                       /\ pc' = [pc EXCEPT ![self] = "Acq"]
                  ELSE /\ pc' = [pc EXCEPT ![self] = "Done"]
                       /\ stack' = stack
            /\ UNCHANGED << lock, entered, who, was, rounds >>

C2(self) == /\ pc[self] = "C2"
            /\ entered' = entered + 1
            /\ rounds' = [rounds EXCEPT ![self] = rounds[self] + 1]
            /\ /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "Release",
                                                        pc        |->  "C1",
                                                        was       |->  was[self],
                                                        who       |->  who[self] ] >>
                                                    \o stack[self]]
               /\ who' = [who EXCEPT ![self] = self]
            /\ was' = [was EXCEPT ![self] = lock]
            /\ pc' = [pc EXCEPT ![self] = "Rel"]
            /\ lock' = lock

Client(self) == C1(self) \/ C2(self)

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == (\E self \in ProcSet: Acquire(self) \/ Release(self))
           \/ (\E self \in 1..2: Client(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
