---- MODULE CompiledRefinement ----
\* A refinement property under an INSTANCE whose variables are state-level
\* definitions (EWD998PCal's token and pending): [][A!Next]_A!vars primes
\* them (token'), keeps them UNCHANGED, and reads the domain of a bag of
\* messages (\E m \in DOMAIN net). The Jump model breaks the refinement.
EXTENDS Naturals
VARIABLES net, cnt
N == 3
PL == [k |-> "pl"]

  ---- MODULE Abs ----
  EXTENDS Naturals
  CONSTANT M
  VARIABLES pos, pend
  vars == <<pos, pend>>
  Init == pos = 0 /\ pend = 0
  Move == pos' = (pos + 1) % M /\ UNCHANGED pend
  Add == pend' = pend + 1 /\ UNCHANGED pos
  Take == pend > 0 /\ pend' = pend - 1 /\ pos' = pos
  Next == Move \/ Add \/ Take
  Spec == Init /\ [][Next]_vars
  ====

token == CHOOSE m \in DOMAIN net : m.k = "tok"
pending == IF PL \in DOMAIN net THEN net[PL] ELSE 0
A == INSTANCE Abs WITH M <- N, pos <- token.at, pend <- pending

Init == net = [m \in {[k |-> "tok", at |-> 0]} |-> 1] /\ cnt = 0
Hop(d) == /\ \E m \in DOMAIN net : m.k = "tok" /\ m.at < 2
          /\ net' = [mm \in (DOMAIN net \ {token}) \cup {[k |-> "tok", at |-> (token.at + d) % N]} |->
                       IF mm.k = "tok" THEN 1 ELSE net[mm]]
          /\ UNCHANGED cnt
Send == /\ cnt < 2
        /\ cnt' = cnt + 1
        /\ net' = [mm \in DOMAIN net \cup {PL} |-> IF mm = PL THEN pending + 1 ELSE net[mm]]
Recv == /\ pending > 0
        /\ net' = [net EXCEPT ![PL] = @ - 1]
        /\ UNCHANGED cnt
Next == Hop(1) \/ Send \/ Recv
Spec == Init /\ [][Next]_<<net, cnt>>
Jump == Hop(2) \/ Next
Refines == A!Spec
====
