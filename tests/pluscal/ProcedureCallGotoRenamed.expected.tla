---- MODULE ProcedureCallGotoRenamed ----
EXTENDS Naturals, Sequences
\* A label named like a variable is renamed, but the translator keeps the
\* name written in `call P(); goto L` (the call's return label).
(* --algorithm ProcedureCallGotoRenamed
variables n = 0, x = 0;
procedure P() begin
  P1: x := x + 1;
  P2: return;
end procedure;
begin
  A: call P(); goto n;
  n: if x < 2 then goto A end if;
end algorithm *)
\* BEGIN TRANSLATION
\* Label n at line 13 col 6 changed to n_
VARIABLES pc, n, x, stack

vars == << pc, n, x, stack >>

Init == (* Global variables *)
        /\ n = 0
        /\ x = 0
        /\ stack = << >>
        /\ pc = "A"

P1 == /\ pc = "P1"
      /\ x' = x + 1
      /\ pc' = "P2"
      /\ UNCHANGED << n, stack >>

P2 == /\ pc = "P2"
      /\ pc' = Head(stack).pc
      /\ stack' = Tail(stack)
      /\ UNCHANGED << n, x >>

P == P1 \/ P2

A == /\ pc = "A"
     /\ stack' = << [ procedure |->  "P",
                      pc        |->  "n" ] >>
                  \o stack
     /\ pc' = "P1"
     /\ UNCHANGED << n, x >>

n_ == /\ pc = "n_"
      /\ IF x < 2
            THEN /\ pc' = "A"
            ELSE /\ pc' = "Done"
      /\ UNCHANGED << n, x, stack >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == P \/ A \/ n_
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
