---- MODULE ProcedureRecursive ----
EXTENDS Naturals, Sequences, TLC
(* --algorithm ProcedureRecursive
variables fact = 1;
procedure Fact(n)
begin
  F1: if n > 1 then
        fact := fact * n;
        call Fact(n - 1);
        return;
      end if;
  F2: return;
end procedure;
begin
  Start: call Fact(4);
  Check: assert fact = 24;
end algorithm *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, fact, stack, n

vars == << pc, fact, stack, n >>

Init == (* Global variables *)
        /\ fact = 1
        (* Procedure Fact *)
        /\ n = defaultInitValue
        /\ stack = << >>
        /\ pc = "Start"

F1 == /\ pc = "F1"
      /\ IF n > 1
            THEN /\ fact' = fact * n
                 /\ n' = n - 1
                 /\ pc' = "F1"
            ELSE /\ pc' = "F2"
                 /\ UNCHANGED << fact, n >>
      /\ stack' = stack

F2 == /\ pc = "F2"
      /\ pc' = Head(stack).pc
      /\ n' = Head(stack).n
      /\ stack' = Tail(stack)
      /\ fact' = fact

Fact == F1 \/ F2

Start == /\ pc = "Start"
         /\ /\ n' = 4
            /\ stack' = << [ procedure |->  "Fact",
                             pc        |->  "Check",
                             n         |->  n ] >>
                         \o stack
         /\ pc' = "F1"
         /\ fact' = fact

Check == /\ pc = "Check"
         /\ Assert(fact = 24, "Failure of assertion at line 16, column 10.")
         /\ pc' = "Done"
         /\ UNCHANGED << fact, stack, n >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Fact \/ Start \/ Check
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
