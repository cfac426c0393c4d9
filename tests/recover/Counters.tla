---- MODULE Counters ----
\* Four counters, each stepped up to a bound or reset: a few hundred
\* thousand states, enough for a run to be stopped mid-search and
\* recovered from a checkpoint.
EXTENDS Naturals
CONSTANT N
VARIABLES a, b, c, d, log

Init == a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ log = <<"start">>

Step(x, name) == x < N /\ x' = x + 1 /\ log' = <<name>>

Next == \/ Step(a, "a") /\ UNCHANGED <<b, c, d>>
        \/ Step(b, "b") /\ UNCHANGED <<a, c, d>>
        \/ Step(c, "c") /\ UNCHANGED <<a, b, d>>
        \/ Step(d, "d") /\ UNCHANGED <<a, b, c>>
        \/ a = N /\ b > 0 /\ b' = b - 1 /\ log' = <<"back">> /\ UNCHANGED <<a, c, d>>

vars == <<a, b, c, d, log>>
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)

\* Violated: fairness of Next as a whole does not make d grow.
DReachesN == <>(d = N)

NotAllDone == ~(a = N /\ b = N /\ c = N - 4 /\ d = 3)
====
