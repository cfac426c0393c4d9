---- MODULE AwaitWhenP ----
EXTENDS Naturals
(* --algorithm AwaitWhenP
variables flag = FALSE, n = 0;
process Setter = "s"
begin
  S1: flag := TRUE;
  S2: await n > 0;
      flag := FALSE;
end process;
process Waiter = "w"
begin
  W1: await flag;
      n := n + 1;
  W2: when ~flag;
      n := n + 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLES pc, flag, n

vars == << pc, flag, n >>

ProcSet == {"s"} \cup {"w"}

Init == (* Global variables *)
        /\ flag = FALSE
        /\ n = 0
        /\ pc = [self \in ProcSet |-> CASE self = "s" -> "S1"
                                        [] self = "w" -> "W1"]

S1 == /\ pc["s"] = "S1"
      /\ flag' = TRUE
      /\ pc' = [pc EXCEPT !["s"] = "S2"]
      /\ n' = n

S2 == /\ pc["s"] = "S2"
      /\ n > 0
      /\ flag' = FALSE
      /\ pc' = [pc EXCEPT !["s"] = "Done"]
      /\ n' = n

Setter == S1 \/ S2

W1 == /\ pc["w"] = "W1"
      /\ flag
      /\ n' = n + 1
      /\ pc' = [pc EXCEPT !["w"] = "W2"]
      /\ flag' = flag

W2 == /\ pc["w"] = "W2"
      /\ ~flag
      /\ n' = n + 1
      /\ pc' = [pc EXCEPT !["w"] = "Done"]
      /\ flag' = flag

Waiter == W1 \/ W2

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Setter \/ Waiter
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
