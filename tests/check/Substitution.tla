---- MODULE Substitution ----
\* Operator arguments are expressions: a parameter stands for its argument,
\* so priming a parameter primes the argument (Specifying Systems, 17.5).
EXTENDS Naturals, Sequences
VARIABLES inbox, store, parked, counter
vars == <<inbox, store, parked, counter>>

Drop(q) == /\ q # <<>>
           /\ q' = Tail(q)
Park(set, t) == set' = set \cup {t}
Put(p, d, old, new) == new = [old EXCEPT ![p] = d]
Keep(q) == UNCHANGED q
Same(q) == q' = q
Bump(c) == [c' = (c + 1) % 3]_c
Apply(F(_), v) == F(v)
Twice(F(_,_), a, b) == F(a, b) /\ F(a, b)

Init == /\ inbox = <<1, 2>>
        /\ store = [i \in 1..2 |-> 0]
        /\ parked = {}
        /\ counter = 0

DropA == Drop(inbox) /\ Keep(<<store, parked>>) /\ Same(counter)
ParkA == \E t \in 1..2 : Park(parked, t) /\ UNCHANGED <<inbox, store>> /\ Keep(counter)
PutA == \E p \in 1..2 : Put(p, 1, store, store') /\ Keep(inbox) /\ Keep(parked) /\ Keep(counter)
BumpA == Bump(counter) /\ Keep(<<inbox, store, parked>>)
LetA == LET s == counter
            Upd(v) == v' = (v + 2) % 3
        IN /\ Upd(s)
           /\ UNCHANGED <<inbox, store, parked>>
HigherA == Apply(Drop, inbox) /\ Keep(<<store, parked, counter>>)
LambdaA == /\ Apply(LAMBDA q : q' = Append(q, 3), inbox)
           /\ Len(inbox) < 2
           /\ Twice(LAMBDA a, b : a' = b, parked, {})
           /\ UNCHANGED <<store, counter>>

Next == DropA \/ ParkA \/ PutA \/ BumpA \/ LetA \/ HigherA \/ LambdaA
Spec == Init /\ [][Next]_vars

\* ENABLED through a parameter: Drop(inbox) is enabled exactly when inbox is
\* not empty.
DropEnabled == (ENABLED Drop(inbox)) <=> (inbox # <<>>)
NotEmpty == inbox # <<>>
TypeOK == counter \in 0..2 /\ Len(inbox) <= 2
====
