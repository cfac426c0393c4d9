--------------------------- MODULE Combinatorics -------------------------
\* Factorials and binomial coefficients.
\*
\* Part of the tlars standard library.  choose is evaluated natively by
\* tlars.

EXTENDS Naturals
-------------------------------------------------------------------------
factorial[n \in Nat] == IF n = 0 THEN 1 ELSE n * factorial[n - 1]
  \* n!

choose(n, k) == factorial[n] \div (factorial[k] * factorial[n - k])
  \* The number of k-element subsets of an n-element set.  Native (0 when
  \* k > n).
=============================================================================
