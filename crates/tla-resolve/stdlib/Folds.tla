-------------------------------- MODULE Folds ------------------------------
\* The general fold over a finite set that the other community modules
\* (FiniteSetsExt, Functions, SequencesExt, BagsExt) build on.
\*
\* Part of the tlars standard library.  TLC has no Java code for this
\* operator, so tlars, like TLC, evaluates the definition below.
-------------------------------------------------------------------------
MapThenFoldSet(op(_, _), base, f(_), choose(_), S) ==
  LET RECURSIVE Go(_)
      Go(rest) == IF rest = {} THEN base
                  ELSE LET pick == choose(rest)
                       IN  op(f(pick), Go(rest \ {pick}))
  IN  Go(S)
  \* Combines the images f(x) of the elements x of S with op, starting
  \* from base.  choose(T) names the element of the non-empty subset T of S
  \* that is taken next; the first element taken is combined last:
  \*   op(f(x1), op(f(x2), ... op(f(xn), base) ...))
  \* where x1 = choose(S), x2 = choose(S \ {x1}), and so on.
=============================================================================
