---- MODULE Procs ----
\* A lock without a queue: with weak fairness a trying process can starve
\* (others keep taking the lock, so Enter(p) is never continuously
\* enabled); with strong fairness for each process it cannot.
EXTENDS Naturals
CONSTANT P
VARIABLE pc
vars == <<pc>>
Init == pc = [p \in P |-> "idle"]
Try(p) == pc[p] = "idle" /\ pc' = [pc EXCEPT ![p] = "trying"]
Enter(p) == pc[p] = "trying" /\ \A q \in P : pc[q] # "cs" /\ pc' = [pc EXCEPT ![p] = "cs"]
Exit(p) == pc[p] = "cs" /\ pc' = [pc EXCEPT ![p] = "idle"]
Next == \E p \in P : Try(p) \/ Enter(p) \/ Exit(p)
Fair(p) == WF_vars(Exit(p)) /\ WF_vars(Enter(p))
Spec == Init /\ [][Next]_vars /\ \A p \in P : Fair(p)
StrongSpec == Init /\ [][Next]_vars /\ \A p \in P : WF_vars(Exit(p)) /\ SF_vars(Enter(p))
NoStarvation == \A p \in P : pc[p] = "trying" ~> pc[p] = "cs"
Mutex == [](\A p, q \in P : pc[p] = "cs" /\ pc[q] = "cs" => p = q)
CanTry == [](\A p \in P : pc[p] = "idle" => ENABLED Try(p))
StartsIdle == \A p \in P : pc[p] = "idle"
====
