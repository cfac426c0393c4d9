---- MODULE NameClashC ----
EXTENDS Naturals
(* --algorithm NameClashC {
  variables x = 0;
  process (P \in {1, 2})
    variables v = 0;
  {
    L: v := self;
    x: x := x + v
  }
  process (Q = 3)
    variables v = 1;
  {
    L: await x > 0;
       v := x
  }
} *)
\* BEGIN TRANSLATION
\* Label L of process P at line 8 col 8 changed to L_
\* Label x of process P at line 9 col 8 changed to x_
\* Process variable v of process P at line 6 col 15 changed to v_
VARIABLES pc, x, v_, v

vars == << pc, x, v_, v >>

ProcSet == ({1, 2}) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        (* Process P *)
        /\ v_ = [self \in {1, 2} |-> 0]
        (* Process Q *)
        /\ v = 1
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "L_"
                                        [] self = 3 -> "L"]

L_(self) == /\ pc[self] = "L_"
            /\ v_' = [v_ EXCEPT ![self] = self]
            /\ pc' = [pc EXCEPT ![self] = "x_"]
            /\ UNCHANGED << x, v >>

x_(self) == /\ pc[self] = "x_"
            /\ x' = x + v_[self]
            /\ pc' = [pc EXCEPT ![self] = "Done"]
            /\ UNCHANGED << v_, v >>

P(self) == L_(self) \/ x_(self)

L == /\ pc[3] = "L"
     /\ x > 0
     /\ v' = x
     /\ pc' = [pc EXCEPT ![3] = "Done"]
     /\ UNCHANGED << x, v_ >>

Q == L

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in {1, 2}: P(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
