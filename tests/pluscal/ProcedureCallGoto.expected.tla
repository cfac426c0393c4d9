---- MODULE ProcedureCallGoto ----
EXTENDS Naturals, Sequences
(* --algorithm ProcedureCallGoto
variables x = 0;
procedure Inc(d)
begin
  I1: x := x + d;
  I2: return;
end procedure;
procedure Chain()
begin
  Ch1: call Inc(1);
       goto Ch3;
  Ch2: x := 100;
  Ch3: call Inc(2);
       return;
end procedure;
begin
  M1: if x = 0 then
        call Chain();
      else
        call Inc(5);
      end if;
  M2: if x < 10 then
        call Inc(10);
        goto M1;
      end if;
  M3: x := 0;
end algorithm *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, x, stack, d

vars == << pc, x, stack, d >>

Init == (* Global variables *)
        /\ x = 0
        (* Procedure Inc *)
        /\ d = defaultInitValue
        /\ stack = << >>
        /\ pc = "M1"

I1 == /\ pc = "I1"
      /\ x' = x + d
      /\ pc' = "I2"
      /\ UNCHANGED << stack, d >>

I2 == /\ pc = "I2"
      /\ pc' = Head(stack).pc
      /\ d' = Head(stack).d
      /\ stack' = Tail(stack)
      /\ x' = x

Inc == I1 \/ I2

Ch1 == /\ pc = "Ch1"
       /\ /\ d' = 1
          /\ stack' = << [ procedure |->  "Inc",
                           pc        |->  "Ch3",
                           d         |->  d ] >>
                       \o stack
       /\ pc' = "I1"
       /\ x' = x

Ch2 == /\ pc = "Ch2"
       /\ x' = 100
       /\ pc' = "Ch3"
       /\ UNCHANGED << stack, d >>

Ch3 == /\ pc = "Ch3"
       /\ /\ d' = 2
          /\ stack' = << [ procedure |->  "Inc",
                           pc        |->  Head(stack).pc,
                           d         |->  d ] >>
                       \o Tail(stack)
       /\ pc' = "I1"
       /\ x' = x

Chain == Ch1 \/ Ch2 \/ Ch3

M1 == /\ pc = "M1"
      /\ IF x = 0
            THEN /\ stack' = << [ procedure |->  "Chain",
                                  pc        |->  "M2" ] >>
                              \o stack
                 /\ pc' = "Ch1"
                 /\ d' = d
            ELSE /\ /\ d' = 5
                    /\ stack' = << [ procedure |->  "Inc",
                                     pc        |->  "M2",
                                     d         |->  d ] >>
                                 \o stack
                 /\ pc' = "I1"
      /\ x' = x

M2 == /\ pc = "M2"
      /\ IF x < 10
            THEN /\ /\ d' = 10
                    /\ stack' = << [ procedure |->  "Inc",
                                     pc        |->  "M1",
                                     d         |->  d ] >>
                                 \o stack
                 /\ pc' = "I1"
            ELSE /\ pc' = "M3"
                 /\ UNCHANGED << stack, d >>
      /\ x' = x

M3 == /\ pc = "M3"
      /\ x' = 0
      /\ pc' = "Done"
      /\ UNCHANGED << stack, d >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Inc \/ Chain \/ M1 \/ M2 \/ M3
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
