---------------------------- MODULE VectorClocks ---------------------------
\* Vector clocks: checking that a log is in a causal order and sorting a
\* log into one.  A vector clock is a function from nodes to natural
\* numbers; a node missing from its domain counts as 0.
\*
\* Part of the tlars standard library.  Like TLC's version this module
\* EXTENDS Naturals, Sequences and Functions, so it exports their operators
\* too.

EXTENDS Naturals, Sequences, Functions
-------------------------------------------------------------------------
LOCAL concurrent(v1, v2) ==
  \E i, j \in DOMAIN v1 : i # j /\ v1[i] < v2[i] /\ v1[j] > v2[j]
  \* Neither clock is ahead of the other.

LOCAL happenedBefore(v1, v2) ==
  /\ \A i \in DOMAIN v1 : v1[i] <= v2[i]
  /\ \E i \in DOMAIN v1 : v1[i] < v2[i]
  \* v1 is behind v2.

LOCAL Widen(c, D) == [d \in D |-> IF d \in DOMAIN c THEN c[d] ELSE 0]
  \* Clock c on the nodes D, 0 where c has no entry.

IsCausalOrder(log, clock(_)) ==
  \A i \in 1..Len(log) :
    \A j \in 1..(i - 1) :
      LET D == DOMAIN clock(log[i]) \cup DOMAIN clock(log[j])
          later == Widen(clock(log[i]), D)
          earlier == Widen(clock(log[j]), D)
      IN  happenedBefore(earlier, later) \/ concurrent(earlier, later)
  \* TRUE iff no entry of log comes after an entry that causally follows it,
  \* clock(entry) being the entry's vector clock.

CausalOrder(log, clock(_), node(_), domain(_)) ==
  LET n == Len(log)
      Precedes(i, j) ==
        LET D == DOMAIN clock(log[i]) \cup DOMAIN clock(log[j])
        IN  happenedBefore(Widen(clock(log[i]), D), Widen(clock(log[j]), D))
      RECURSIVE Sort(_, _)
      Sort(taken, out) ==
        IF Len(out) = n THEN out
        ELSE LET k == CHOOSE k \in 1..n :
                        /\ k \notin taken
                        /\ \A i \in (1..n) \ taken : ~Precedes(i, k)
             IN  Sort(taken \cup {k}, Append(out, log[k]))
  IN  Sort({}, <<>>)
  \* The entries of log rearranged into a causal order, node(e) being the
  \* node that logged entry e and domain(c) the nodes clock c covers.
  \* tlars evaluates CausalOrder natively, in the order TLC's Java code
  \* gives (among concurrent entries it follows hash codes of the node
  \* identifiers); this definition gives a causal order too, not always
  \* that one.
=============================================================================
