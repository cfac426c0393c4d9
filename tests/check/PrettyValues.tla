---- MODULE PrettyValues ----
\* TLC pretty-prints values wider than 80 columns over lines (traces, Print,
\* PrintT, Assert messages); text its value grammar cannot read (a model
\* value or string with `_`) stays on one line. An initial state that
\* violates an invariant is shown alone, without counts. (TLC prints again
\* what Init prints when it rebuilds a trace, tlars does not: the prints are
\* in ASSUMEs.)
EXTENDS Naturals, Sequences, TLC
VARIABLE x, y
ASSUME PrintT([i \in {"k_" \o ToString(j) : j \in 1..12} |-> i])
ASSUME Print([i \in 1..30 |-> i * 1000], TRUE)
Init == /\ x = [i \in 1..30 |-> i * 1000]
        /\ y = [a |-> {1, 2, 3}, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb |-> <<"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy">>, c |-> [k \in {"p", "q"} |-> k]]
Next == /\ x' = [x EXCEPT ![1] = 0]
        /\ y' = [i \in 1..12 |-> <<i, {i, i + 1}>>]
Inv == x[1] > 0
InvInit == x[1] = 0
====
