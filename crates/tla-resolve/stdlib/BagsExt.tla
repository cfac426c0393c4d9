------------------------------- MODULE BagsExt -----------------------------
\* More operators on bags (see module Bags): adding and removing copies,
\* folds, sums and products.
\*
\* Part of the tlars standard library.  FoldBag is defined so that it
\* combines the copies in the order TLC's built-in implementation does.
\* Bags, Integers and Folds are instantiated LOCALly.

LOCAL INSTANCE Bags
LOCAL INSTANCE Integers
LOCAL INSTANCE Folds
-------------------------------------------------------------------------
BagAdd(B, x) ==
  IF x \in DOMAIN B
  THEN [e \in DOMAIN B |-> IF e = x THEN B[e] + 1 ELSE B[e]]
  ELSE [e \in DOMAIN B \cup {x} |-> IF e = x THEN 1 ELSE B[e]]
  \* B with one more copy of x.

BagRemove(B, x) ==
  IF x \notin DOMAIN B THEN B
  ELSE IF B[x] = 1 THEN [e \in DOMAIN B \ {x} |-> B[e]]
  ELSE [e \in DOMAIN B |-> IF e = x THEN B[e] - 1 ELSE B[e]]
  \* B with one copy of x less (B itself if x is not in B).

BagRemoveAll(B, x) == [e \in DOMAIN B \ {x} |-> B[e]]
  \* B without any copy of x.
-------------------------------------------------------------------------
MapThenFoldBag(op(_, _), base, f(_), choose(_), B) ==
  LET Copies(x) ==
        LET RECURSIVE Rep(_)
            Rep(n) == op(IF n = 1 THEN base ELSE Rep(n - 1), f(x))
        IN  Rep(B[x])
  IN  MapThenFoldSet(op, base, Copies, LAMBDA T : CHOOSE t \in T : TRUE,
                     DOMAIN B)
  \* For each element x of B, folds its B[x] images f(x) onto base with
  \* op (op(... op(base, f(x)) ..., f(x))), then combines these per-element
  \* results with MapThenFoldSet, the elements taken in TLC's order of
  \* values.  As in TLC's version, the argument choose is not used.

FoldBag(op(_, _), base, B) ==
  LET RECURSIVE Go(_, _)
      Go(acc, rest) ==
        IF rest = {} THEN acc
        ELSE LET x == CHOOSE y \in rest : TRUE
                 RECURSIVE Rep(_, _)
                 Rep(a, n) == IF n = 0 THEN a ELSE Rep(op(a, x), n - 1)
             IN  Go(Rep(acc, B[x]), rest \ {x})
  IN  Go(base, DOMAIN B)
  \* Combines every copy of every element of B with op, starting from
  \* base, the elements in TLC's order of values:
  \*   op(... op(op(base, x1), x1) ..., xn)   (x1 repeated B[x1] times, ...).

SumBag(B) == FoldBag(LAMBDA a, b : a + b, 0, B)
  \* The sum of the copies of a bag of integers.

ProductBag(B) == FoldBag(LAMBDA a, b : a * b, 1, B)
  \* The product of the copies of a bag of integers.
=============================================================================
