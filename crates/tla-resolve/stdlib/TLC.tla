------------------------------- MODULE TLC ------------------------------
\* Operators for model checking: printing, assertions, checker state,
\* and a few handy function and sequence operators.
\*
\* Part of the tlars standard library.  Operators whose comment says
\* "native" have placeholder bodies: tlars evaluates them itself.  The
\* others have their real definitions (tlars may still evaluate them
\* natively for speed).  Naturals, Sequences and FiniteSets are
\* instantiated LOCALly: used here, not exported.

LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets
-------------------------------------------------------------------------
\* Output and assertions.

Print(out, val) == val
  \* Equals val; evaluating it prints out as a side effect.  Native.

PrintT(out) == TRUE
  \* Equals TRUE; evaluating it prints out as a side effect.  Native.

Assert(val, out) == CASE val = TRUE -> TRUE
  \* TRUE if val is TRUE; otherwise evaluation fails with an error that
  \* reports out.  Native.

JavaTime == CHOOSE t \in Nat : TRUE
  \* The current wall-clock time in seconds since the epoch.  Native.
-------------------------------------------------------------------------
\* Checker registers.  TLCSet(i, v) stores v in register i (a positive
\* integer, or a string naming a register) and equals TRUE; TLCGet(i)
\* reads register i back.  TLCGet also accepts names of checker
\* statistics such as "level", "diameter", "distinct", "queue",
\* "duration", "config", "spec" and "stats".

TLCGet(i) == CHOOSE val : TRUE
  \* The value of register or statistic i.  Native.

TLCSet(i, v) == TRUE
  \* Sets register i to v; equals TRUE.  Native.
-------------------------------------------------------------------------
\* Functions and sequences.

d :> e == [x \in {d} |-> e]
  \* The function with domain {d} that maps d to e.

f @@ g == [x \in (DOMAIN f) \cup (DOMAIN g) |->
             IF x \in DOMAIN f THEN f[x] ELSE g[x]]
  \* Merge of functions f and g; where both are defined, f wins.

Permutations(S) ==
  {p \in [S -> S] : \A x, y \in S : (p[x] = p[y]) => (x = y)}
  \* The set of all permutations (one-to-one maps onto itself) of a
  \* finite set S.

SortSeq(s, Op(_, _)) ==
  LET n          == Len(s)
      Rearranged == {[i \in 1 .. n |-> s[p[i]]] : p \in Permutations(1 .. n)}
  IN  CHOOSE t \in Rearranged :
        \A i, j \in 1 .. n : (i < j) => (Op(t[i], t[j]) \/ (t[i] = t[j]))
  \* The elements of s rearranged into ascending order, where Op is a
  \* strict "less than" ordering on them.
-------------------------------------------------------------------------
\* Miscellaneous.

RandomElement(s) == CHOOSE x \in s : TRUE
  \* A pseudo-randomly chosen element of the non-empty finite set s.
  \* Native.

Any == CHOOSE x : TRUE
  \* A special value: v \in Any is TRUE for every value v.  Native.

ToString(v) == CHOOSE str \in STRING : TRUE
  \* The string that prints the value v in TLA+ syntax.  Native.

TLCEval(v) == v
  \* Equals v, but forces tlars to evaluate v eagerly (no laziness).
=============================================================================
