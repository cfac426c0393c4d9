---- MODULE IncrementalInvariant ----
\* Invariants whose conjuncts a step may leave as they were: a type
\* invariant over functions of functions of sequences of records (a step
\* changes one channel and shares the others with the state before it),
\* and a conjunct over a variable a step changes and one it leaves (Safe
\* is violated only by a Send, which changes sent and leaves clock), and a
\* state constraint checked the same way.
EXTENDS Naturals, Sequences
CONSTANT Limit
VARIABLES net, sent, clock
Procs == 1..2
Msg == [kind : {"req"}, at : 0..2]
Init == /\ net = [p \in Procs |-> [q \in Procs |-> <<>>]]
        /\ sent = 0
        /\ clock = [p \in Procs |-> 0]
Send(p, q) == /\ p # q
              /\ Len(net[p][q]) < 2
              /\ sent < 4
              /\ net' = [net EXCEPT ![p][q] = Append(@, [kind |-> "req", at |-> clock[p]])]
              /\ sent' = sent + 1
              /\ UNCHANGED clock
Recv(p, q) == /\ net[p][q] # << >>
              /\ net' = [net EXCEPT ![p][q] = Tail(@)]
              /\ UNCHANGED <<sent, clock>>
Tick(p) == /\ sent = 0
           /\ clock[p] < Limit
           /\ clock' = [clock EXCEPT ![p] = @ + 1]
           /\ UNCHANGED <<net, sent>>
Next == \E p, q \in Procs : Send(p, q) \/ Recv(p, q) \/ Tick(p)
TypeOK == /\ net \in [Procs -> [Procs -> Seq(Msg)]]
          /\ sent \in 0..4
          /\ clock \in [Procs -> 0..Limit]
\* A state constraint of two conjuncts over different variables.
Bounded == /\ clock[1] + clock[2] <= 3
           /\ Len(net[1][2]) + sent <= 4
Safe == /\ TypeOK
        /\ clock[1] + clock[2] < 2 \/ sent < 3
====
