---- MODULE CompiledMembership ----
\* Membership in sets fixed for the run, as type invariants ask it of every
\* state: functions on an interval and on other domains, records, sets of
\* records, sequences, subsets, products, Nat, STRING, an infinite union.
\* Bounded fails once a counter leaves 0..2 (a member of the type test's
\* sets no longer); the error model asks for a function in a set of them.
EXTENDS Naturals, Sequences
VARIABLES f, g, r, q, s, t, w
P == 1..3
Msg == {[k |-> "a", n |-> 0], [k |-> "b", n |-> 0]} \cup {[k |-> "c", n |-> i] : i \in 1..2}
Init == /\ f = [p \in P |-> 0]
        /\ g = [p \in {2, 5} |-> {}]
        /\ r = [k |-> "a", n |-> 0]
        /\ q = <<>>
        /\ s = {}
        /\ t = <<1, "x">>
        /\ w = [u |-> 0, v |-> 7]
Bump(p) == /\ f[p] < 3
           /\ f' = [f EXCEPT ![p] = @ + 1]
           /\ UNCHANGED <<g, r, q, s, t, w>>
Send(m) == /\ Len(q) < 2
           /\ q' = Append(q, m)
           /\ r' = m
           /\ UNCHANGED <<f, g, s, t, w>>
Add(p) == /\ s' = s \cup {p}
          /\ g' = [g EXCEPT ![5] = @ \cup {p}]
          /\ t' = <<p, IF p = 1 THEN "x" ELSE "y">>
          /\ w' = [w EXCEPT !.u = p]
          /\ UNCHANGED <<f, r, q>>
Next == \/ \E p \in P : Bump(p) \/ Add(p)
        \/ \E m \in Msg : Send(m)
TypeOK == /\ f \in [P -> Nat]
          /\ g \in [{2, 5} -> SUBSET P]
          /\ r \in Msg
          /\ q \in Seq(Msg)
          /\ s \in SUBSET P
          /\ t \in P \X {"x", "y"}
          /\ w \in [u : 0..3, v : Nat]
          /\ w \in [{"u", "v"} -> Nat]
          /\ r.k \in STRING
          /\ r \notin {[k |-> "d", n |-> 0]}
          /\ f \in [P -> Nat] \cup {<<>>}
Bounded == f \in [P -> 0..2]
NotAFunction == s \in [P -> Nat]
====
