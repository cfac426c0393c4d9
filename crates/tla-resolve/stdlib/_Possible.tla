------------------------------ MODULE _Possible ------------------------------
(***************************************************************************)
(* tlars' text of TLC's module behind the `_POSSIBLE` directive.  The      *)
(* checker counts, per worker, how often each predicate named by          *)
(* `_POSSIBLE` held on the states (or transitions) it generated, in the   *)
(* named register "s:_possible"; this module reads those counts.          *)
(***************************************************************************)
LOCAL INSTANCE TLC
LOCAL INSTANCE TLCExt
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences

_Track(expr, name) ==
  LET old == TLCGetOrDefault("s:_possible", << >>)
      new == IF name \in DOMAIN old
             THEN [old EXCEPT ![name] = @ + (IF expr THEN 1 ELSE 0)]
             ELSE [n \in DOMAIN old \cup {name} |->
                     IF n = name THEN (IF expr THEN 1 ELSE 0) ELSE old[n]]
  IN  TLCSet("s:_possible", new)
  \* Counts one more for name when expr holds (0 the first time it does
  \* not).  Equals TRUE.

_Counts ==
  LET all == TLCGet("all:named")
      workers == IF "s:_possible" \in DOMAIN all THEN all["s:_possible"] ELSE << >>
      Count(w, n) == IF n \in DOMAIN workers[w] THEN workers[w][n] ELSE 0
      Total(n) == LET Upto[i \in 0 .. Len(workers)] ==
                        IF i = 0 THEN 0 ELSE Upto[i - 1] + Count(i, n)
                  IN  Upto[Len(workers)]
  IN  [n \in UNION {DOMAIN workers[w] : w \in DOMAIN workers} |-> Total(n)]
  \* Each predicate's count, summed over the workers.

_CheckName(name) ==
  LET counts == _Counts
  IN  (name \notin DOMAIN counts \/ counts[name] = 0) => (PrintT(counts) /\ FALSE)
  \* FALSE, after printing the counts, when name was never witnessed.

_PrintCounts == PrintT(_Counts)
=============================================================================
