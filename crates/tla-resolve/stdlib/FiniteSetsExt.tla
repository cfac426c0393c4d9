---------------------------- MODULE FiniteSetsExt --------------------------
\* More operators on finite sets: folds, sums and products, counting,
\* subsets of a given size, extrema, choice.
\*
\* Part of the tlars standard library.  tlars evaluates several of these
\* operators natively; the definitions give their meaning.  FoldSet is
\* defined so that it combines the elements in the order TLC's built-in
\* implementation does.  Like TLC's version, this module EXTENDS the
\* modules it uses (Integers, FiniteSets, Folds, Functions), so it exports
\* their operators too.

EXTENDS Integers, FiniteSets, Folds, Functions
-------------------------------------------------------------------------
FoldSet(op(_, _), base, set) ==
  FoldFunctionOnSet(op, base, [x \in set |-> x], set)
  \* Combines the elements of set with op, starting from base: with
  \* x1, ..., xn the elements in TLC's order of values, the result is
  \*   op(xn, ... op(x2, op(x1, base)) ...).

SumSet(set) == FoldSet(+, 0, set)
  \* The sum of a finite set of integers.  Native.

ProductSet(set) == FoldSet(LAMBDA a, b : a * b, 1, set)
  \* The product of a finite set of integers.  Native.

ReduceSet(op(_, _), set, acc) == FoldSet(op, acc, set)
  \* FoldSet with the last two arguments swapped.

MapThenSumSet(op(_), set) ==
  MapThenFoldSet(+, 0, op, LAMBDA T : CHOOSE t \in T : TRUE, set)
  \* The sum of op(x) over the elements x of set.

FlattenSet(S) == UNION S
  \* The union of a set of sets.  Native.

SymDiff(A, B) == (A \ B) \cup (B \ A)
  \* The elements that are in exactly one of A and B.  Native.
-------------------------------------------------------------------------
Quantify(S, P(_)) == Cardinality({s \in S : P(s)})
  \* The number of elements of S that satisfy P.

kSubset(k, S) == {T \in SUBSET S : Cardinality(T) = k}
  \* The subsets of S with exactly k elements.  Native.

Max(S) == CHOOSE x \in S : \A y \in S : x >= y
  \* The greatest element of a non-empty finite set of integers.  Native.

Min(S) == CHOOSE x \in S : \A y \in S : x =< y
  \* The least element of a non-empty finite set of integers.  Native.

Choices(Sets) ==
  LET Pickers == {f \in [Sets -> UNION Sets] : \A T \in Sets : f[T] \in T}
  IN  {Range(f) : f \in Pickers}
  \* The sets obtained by picking one element from each set in Sets.
  \* Native.

ChooseUnique(S, P(_)) ==
  CHOOSE x \in S : P(x) /\ \A y \in S : P(y) => y = x
  \* The only element of S that satisfies P.
=============================================================================
