---- MODULE ProcedureP ----
EXTENDS Naturals, Sequences, TLC
(* --algorithm ProcedureP
variables result = 0, calls = 0;
procedure Add(a, b = 1)
variables tmp = 0;
begin
  Add1: tmp := a + b;
  Add2: result := tmp;
        calls := calls + 1;
        return;
end procedure;
procedure Twice(n)
begin
  Tw1: call Add(n, n);
       return;
end procedure;
begin
  Main1: call Add(2, 3);
  Main2: call Twice(4);
         goto Main4;
  Main3: result := 0;
  Main4: assert result = 8;
end algorithm *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, result, calls, stack, a, b, tmp, n

vars == << pc, result, calls, stack, a, b, tmp, n >>

Init == (* Global variables *)
        /\ result = 0
        /\ calls = 0
        (* Procedure Add *)
        /\ a = defaultInitValue
        /\ b = 1
        /\ tmp = 0
        (* Procedure Twice *)
        /\ n = defaultInitValue
        /\ stack = << >>
        /\ pc = "Main1"

Add1 == /\ pc = "Add1"
        /\ tmp' = a + b
        /\ pc' = "Add2"
        /\ UNCHANGED << result, calls, stack, a, b, n >>

Add2 == /\ pc = "Add2"
        /\ result' = tmp
        /\ calls' = calls + 1
        /\ pc' = Head(stack).pc
        /\ tmp' = Head(stack).tmp
        /\ a' = Head(stack).a
        /\ b' = Head(stack).b
        /\ stack' = Tail(stack)
        /\ n' = n

Add == Add1 \/ Add2

Tw1 == /\ pc = "Tw1"
       /\ /\ a' = n
          /\ b' = n
          /\ stack' = << [ procedure |->  "Add",
                           pc        |->  Head(stack).pc,
                           tmp       |->  tmp,
                           a         |->  a,
                           b         |->  b ] >>
                       \o Tail(stack)
       /\ tmp' = 0
       /\ pc' = "Add1"
       /\ UNCHANGED << result, calls, n >>

Twice == Tw1

Main1 == /\ pc = "Main1"
         /\ /\ a' = 2
            /\ b' = 3
            /\ stack' = << [ procedure |->  "Add",
                             pc        |->  "Main2",
                             tmp       |->  tmp,
                             a         |->  a,
                             b         |->  b ] >>
                         \o stack
         /\ tmp' = 0
         /\ pc' = "Add1"
         /\ UNCHANGED << result, calls, n >>

Main2 == /\ pc = "Main2"
         /\ /\ n' = 4
            /\ stack' = << [ procedure |->  "Twice",
                             pc        |->  "Main4",
                             n         |->  n ] >>
                         \o stack
         /\ pc' = "Tw1"
         /\ UNCHANGED << result, calls, a, b, tmp >>

Main3 == /\ pc = "Main3"
         /\ result' = 0
         /\ pc' = "Main4"
         /\ UNCHANGED << calls, stack, a, b, tmp, n >>

Main4 == /\ pc = "Main4"
         /\ Assert(result = 8, "Failure of assertion at line 23, column 10.")
         /\ pc' = "Done"
         /\ UNCHANGED << result, calls, stack, a, b, tmp, n >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Add \/ Twice \/ Main1 \/ Main2 \/ Main3 \/ Main4
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
