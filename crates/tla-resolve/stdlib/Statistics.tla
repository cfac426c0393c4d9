---------------------------- MODULE Statistics --------------------------
\* Statistical tests.
\*
\* Part of the tlars standard library.  ChiSquare is evaluated natively by
\* tlars.

EXTENDS Naturals
-------------------------------------------------------------------------
ChiSquare(expected, actual, alpha) == TRUE
  \* Pearson's chi-square goodness-of-fit test: TRUE when the observed
  \* frequencies actual (a function to naturals) fit the frequencies
  \* expected (a function with the same domain) at significance level
  \* alpha (a string such as "0.05").  Native.
=============================================================================
