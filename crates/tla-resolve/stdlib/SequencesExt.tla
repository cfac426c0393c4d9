---------------------------- MODULE SequencesExt ---------------------------
\* More operators on finite sequences: conversions from and to sets,
\* searching, inserting and removing, prefixes and suffixes, folds,
\* subsequences.
\*
\* Part of the tlars standard library.  tlars evaluates many of the
\* first-order operators natively; the definitions give their meaning.
\* The folds and the searches that take a test operator are defined so
\* that they behave as TLC's built-in implementations do.  Like TLC's
\* version, this module EXTENDS the modules it uses, so it exports their
\* operators too.

EXTENDS Sequences, Naturals, FiniteSets, FiniteSetsExt, Folds, Functions, Bags, TLC
-------------------------------------------------------------------------
\* Sequences and sets.

ToSet(s) == {s[i] : i \in DOMAIN s}
  \* The set of the elements of s.  Native.

ToBag(s) == [x \in Range(s) |-> Cardinality({i \in DOMAIN s : s[i] = x})]
  \* The bag of the elements of s: each counted as often as it occurs.
  \* Native.

SetToSeq(S) == CHOOSE f \in [1..Cardinality(S) -> S] : IsInjective(f)
  \* A sequence with each element of the finite set S exactly once (tlars
  \* and TLC list them in their order of values).  Native.

SetToSeqs(S) ==
  {f \in [1..Cardinality(S) -> S] : IsInjective(f)}
  \* Every sequence with each element of S exactly once.  Native.

SetToSortSeq(S, op(_, _)) == SortSeq(SetToSeq(S), op)
  \* The elements of S as a sequence sorted by op.

SetToAllKPermutations(S) == UNION {SetToSeqs(T) : T \in SUBSET S}
  \* Every sequence of distinct elements of S.  Native.

TupleOf(set, n) == [1..n -> set]
  \* The sequences of length n with elements in set.  Native.

SeqOf(set, n) == UNION {[1..m -> set] : m \in 0..n}
  \* The sequences of length at most n with elements in set.  Native.

BoundedSeq(S, n) == SeqOf(S, n)
  \* Same as SeqOf.  Native.
-------------------------------------------------------------------------
\* Membership and rewriting.

Contains(s, e) == \E i \in 1..Len(s) : s[i] = e
  \* TRUE iff e occurs in s.  Native.

IsSorted(s, op(_, _)) == \A i, j \in 1..Len(s) : i < j => op(s[i], s[j])
  \* TRUE iff op holds of every element and each element after it (op is
  \* < for a strictly increasing sequence, \leq for a non-decreasing one).

Reverse(s) == [i \in 1..Len(s) |-> s[Len(s) - i + 1]]
  \* s backwards.  Native.

Remove(s, e) == SelectSeq(s, LAMBDA x : x # e)
  \* s without any occurrence of e.  Native.

ReplaceAll(s, old, new) ==
  [i \in 1..Len(s) |-> IF s[i] = old THEN new ELSE s[i]]
  \* s with every occurrence of old replaced by new.  Native.
-------------------------------------------------------------------------
\* Searching.  The index returned is 0 when no element qualifies.

LOCAL FirstFrom(seq, i, to, Test(_)) ==
  LET RECURSIVE Scan(_)
      Scan(k) == IF k > to THEN 0
                 ELSE IF Test(seq[k]) THEN k ELSE Scan(k + 1)
  IN  Scan(i)
  \* The least k in i..to with Test(seq[k]), else 0.

LOCAL LastFrom(seq, from, i, Test(_)) ==
  LET RECURSIVE Scan(_)
      Scan(k) == IF k < from THEN 0
                 ELSE IF Test(seq[k]) THEN k ELSE Scan(k - 1)
  IN  Scan(i)
  \* The greatest k in from..i with Test(seq[k]), else 0.

SelectInSeq(seq, Test(_)) == FirstFrom(seq, 1, Len(seq), Test)
  \* The index of the first element of seq that satisfies Test.

SelectInSubSeq(seq, from, to, Test(_)) == FirstFrom(seq, from, to, Test)
  \* The index (in seq) of the first element of seq[from..to] that
  \* satisfies Test.

SelectLastInSeq(seq, Test(_)) == LastFrom(seq, 1, Len(seq), Test)
  \* The index of the last element of seq that satisfies Test.

SelectLastInSubSeq(seq, from, to, Test(_)) == LastFrom(seq, from, to, Test)
  \* The index (in seq) of the last element of seq[from..to] that
  \* satisfies Test.
-------------------------------------------------------------------------
\* Inserting and removing at a position.

InsertAt(s, i, e) == SubSeq(s, 1, i - 1) \o <<e>> \o SubSeq(s, i, Len(s))
  \* s with e inserted at position i (1 <= i <= Len(s) + 1).  Native.

ReplaceAt(s, i, e) == [s EXCEPT ![i] = e]
  \* s with its i-th element replaced by e.  Native.

RemoveAt(s, i) == SubSeq(s, 1, i - 1) \o SubSeq(s, i + 1, Len(s))
  \* s without its i-th element.  Native.

RemoveFirst(s, e) ==
  LET k == SelectInSeq(s, LAMBDA x : x = e)
  IN  IF k = 0 THEN s ELSE RemoveAt(s, k)
  \* s without the first occurrence of e.  Native.

RemoveFirstMatch(s, Test(_)) ==
  LET k == SelectInSeq(s, Test)
  IN  IF k = 0 THEN s ELSE RemoveAt(s, k)
  \* s without its first element that satisfies Test.
-------------------------------------------------------------------------
\* Adding and taking at the ends.

Cons(elt, seq) == <<elt>> \o seq
  \* seq with elt in front.  Native.

Snoc(elt, seq) == Append(seq, elt)
  \* seq with elt at the end (note the order of the arguments).  Native.

Front(s) == SubSeq(s, 1, Len(s) - 1)
  \* s without its last element.  Native.

Last(s) == s[Len(s)]
  \* The last element of s.  Native.
-------------------------------------------------------------------------
\* Prefixes and suffixes.

IsPrefix(s, t) == Len(s) <= Len(t) /\ s = SubSeq(t, 1, Len(s))
  \* TRUE iff s is a prefix of t.  Native.

IsStrictPrefix(s, t) == IsPrefix(s, t) /\ s # t
  \* TRUE iff s is a prefix of t other than t.  Native.

IsSuffix(s, t) == IsPrefix(Reverse(s), Reverse(t))
  \* TRUE iff s is a suffix of t.  Native.

IsStrictSuffix(s, t) == IsSuffix(s, t) /\ s # t
  \* TRUE iff s is a suffix of t other than t.  Native.

Prefixes(s) == {SubSeq(s, 1, n) : n \in 0..Len(s)}
  \* All prefixes of s, <<>> and s included.  Native.

CommonPrefixes(S) ==
  {p \in UNION {Prefixes(s) : s \in S} : \A s \in S : IsPrefix(p, s)}
  \* The sequences that are prefixes of every sequence in S.  Native.

LongestCommonPrefix(S) ==
  CHOOSE p \in CommonPrefixes(S) :
    \A q \in CommonPrefixes(S) : Len(q) <= Len(p)
  \* The longest sequence that is a prefix of every sequence in S.
  \* Native.

Suffixes(s) == {SubSeq(s, n, Len(s)) : n \in 1..Len(s)} \cup {<<>>}
  \* All suffixes of s, <<>> and s included.  Native.
-------------------------------------------------------------------------
\* Arithmetic on positions.

SeqMod(a, b) == IF a % b = 0 THEN b ELSE a % b
  \* a modulo b, but in 1..b instead of 0..b-1 (for indexing a sequence
  \* circularly).  Native.
-------------------------------------------------------------------------
\* Folds.

FoldSeq(op(_, _), base, seq) == FoldFunction(op, base, seq)
  \* Combines the elements of seq with op, starting from base, the last
  \* element outermost: op(seq[n], ... op(seq[1], base) ...).

FoldLeft(op(_, _), base, seq) ==
  LET RECURSIVE Go(_, _)
      Go(acc, i) == IF i > Len(seq) THEN acc ELSE Go(op(acc, seq[i]), i + 1)
  IN  Go(base, 1)
  \* op(... op(op(base, seq[1]), seq[2]) ..., seq[n]).

FoldRight(op(_, _), seq, base) ==
  LET RECURSIVE Go(_, _)
      Go(acc, i) == IF i < 1 THEN acc ELSE Go(op(seq[i], acc), i - 1)
  IN  Go(base, Len(seq))
  \* op(seq[1], op(seq[2], ... op(seq[n], base) ...)).

FoldLeftDomain(op(_, _), base, seq) ==
  FoldLeft(op, base, [i \in DOMAIN seq |-> i])
  \* FoldLeft over the indices of seq.

FoldRightDomain(op(_, _), seq, base) ==
  FoldRight(op, [i \in DOMAIN seq |-> i], base)
  \* FoldRight over the indices of seq.
-------------------------------------------------------------------------
\* Combining sequences.

FlattenSeq(seqs) ==
  LET RECURSIVE Go(_)
      Go(n) == IF n = 0 THEN <<>> ELSE Go(n - 1) \o seqs[n]
  IN  IF Len(seqs) = 0 THEN seqs ELSE Go(Len(seqs))
  \* The concatenation of a sequence of sequences.  Native.

Zip(s, t) ==
  [i \in 1..(IF Len(s) <= Len(t) THEN Len(s) ELSE Len(t)) |-> <<s[i], t[i]>>]
  \* The pairs <<s[i], t[i]>>, as long as the shorter sequence.  Native.

Interleave(s, t) ==
  CASE Len(s) = Len(t) /\ Len(s) > 0 ->
         [i \in 1..(2 * Len(s)) |->
            IF i % 2 = 1 THEN <<s[(i + 1) \div 2]>> ELSE <<t[i \div 2]>>]
    [] Len(s) = Len(t) /\ Len(s) = 0 -> << <<>>, <<>> >>
  \* <<s[1]>>, <<t[1]>>, <<s[2]>>, <<t[2]>>, ... for s and t of equal
  \* length (undefined otherwise).  Native.
-------------------------------------------------------------------------
\* Subsequences (contiguous) and their replacement.

SubSeqs(s) == {SubSeq(s, i + 1, j) : i, j \in 0..Len(s)}
  \* The contiguous subsequences of s, <<>> included.  Native.

AllSubSeqs(s) ==
  {FoldFunction(Snoc, <<>>, [i \in D |-> s[i]]) : D \in SUBSET DOMAIN s}
  \* The subsequences of s (not necessarily contiguous), <<>> included.
  \* Native.

IndexFirstSubSeq(s, t) ==
  LET RECURSIVE Find(_)
      Find(i) == IF i + Len(s) - 1 > Len(t) THEN Len(t) + 1
                 ELSE IF SubSeq(t, i, i + Len(s) - 1) = s THEN i
                 ELSE Find(i + 1)
  IN  Find(1)
  \* The position in t where the first occurrence of s starts.  Native.

ReplaceSubSeqAt(i, r, s, t) ==
  SubSeq(t, 1, i - 1) \o r \o SubSeq(t, i + Len(s), Len(t))
  \* t with the occurrence of s that starts at position i replaced by r.
  \* Native.

ReplaceFirstSubSeq(r, s, t) ==
  IF s \in SubSeqs(t) THEN ReplaceSubSeqAt(IndexFirstSubSeq(s, t), r, s, t)
  ELSE t
  \* t with the first occurrence of s replaced by r.  Native.

ReplaceAllSubSeqs(r, s, t) ==
  CASE s = t -> r
    [] r = s -> t
    [] Len(s) = 0 ->
         LET RECURSIVE Go(_)
             Go(i) == IF i = 1 THEN r \o <<t[1]>> ELSE Go(i - 1) \o r \o <<t[i]>>
         IN  IF Len(t) = 0 THEN r ELSE Go(Len(t))
    [] OTHER ->
         LET RECURSIVE Go(_)
             Go(i) == IF i > Len(t) THEN <<>>
                      ELSE IF i + Len(s) - 1 <= Len(t)
                              /\ SubSeq(t, i, i + Len(s) - 1) = s
                           THEN r \o Go(i + Len(s))
                           ELSE <<t[i]>> \o Go(i + 1)
         IN  Go(1)
  \* t with every occurrence of s replaced by r, scanning from the left and
  \* not replacing inside a replaced occurrence; for s = <<>>, r is put
  \* before every element of t.
=============================================================================
