---- MODULE PossibleCounts ----
\* TLC counts a `_POSSIBLE` predicate on every generated state (or
\* transition) that the state and action constraints admit, states found
\* before included, in the named register "s:_possible" of the worker;
\* TLCGet("all:named") gives each named register as a tuple indexed by
\* worker, TLCGet("all") each integer register.
EXTENDS Naturals, Sequences, TLC
VARIABLE n
Init == n \in {0, 1}
Next == \/ n' = (n + 1) % 5
        \/ n' = (n + 2) % 5
Small == n < 4
Even == n % 2 = 0
Up == n' > n
Never == n = 9
\* 2 initial states and 8 successors: Small admits 8 of these 10 states
\* (not the two 4s); Even holds in 4 of them, Up on 5 of the 6 admitted
\* transitions. The initial states are checked before the workers start,
\* and their counts are in every worker's register: with w workers, the
\* counts summed over the workers are 3 + w for Even (one initial state),
\* 5 for Up.
\* A worker that has not met a predicate has no count for it.
Count(c, name) == IF name \in DOMAIN c THEN c[name] ELSE 0
Total(name) ==
    LET counts == TLCGet("all:named")["s:_possible"]
        Sum[i \in 0..Len(counts)] == IF i = 0 THEN 0 ELSE Sum[i - 1] + Count(counts[i], name)
    IN Sum[Len(counts)]
Counted ==
    LET w == TLCGet("config").worker
    IN /\ Len(TLCGet("all:named")["s:_possible"]) = w
       /\ Total("Even") = 3 + w
       /\ Total("Up") = 5
       /\ TLCGet("config").mode = "bfs"
       /\ TLCGet("all") = [k \in {3} |-> [i \in 1..w |-> "three"]]
       /\ DOMAIN TLCGet("all:named") = {"s:_possible", "s:note"}
ASSUME TLCSet(3, "three")
ASSUME TLCSet("s:note", 1)
====
