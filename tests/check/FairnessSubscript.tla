---- MODULE FairnessSubscript ----
\* ENABLED <<A>>_v evaluates v in the state A gives: a variable of v that A
\* leaves without a value is TLC's error, even if another one changed.
EXTENDS Naturals
VARIABLES count, log
vars == <<count, log>>

Init == count = 0 /\ log = <<>>
Tick == count < 2 /\ count' = count + 1
Next == Tick /\ log' = log

Spec == Init /\ [][Next]_vars /\ WF_vars(Tick)
FairCount == Init /\ [][Next]_vars /\ WF_count(Tick)

Done == <>(count = 2)
====
