----------------------------- MODULE Reals ------------------------------
\* The real numbers.
\*
\* Part of the tlars standard library.  Exports everything from Integers
\* (and so from Naturals) as well.  Real and Infinity are primitives
\* evaluated natively by tlars; tlars, like TLC, need not support
\* computing with non-integer reals.

EXTENDS Integers

Real == CHOOSE R : FALSE
  \* The set of all real numbers.  Evaluated natively by tlars.

a / b == CHOOSE q \in Real : q * b = a
  \* Real division: the real number q with q * b = a (for b # 0).

Infinity == CHOOSE inf : (inf \notin Real) /\ \A r \in Real : r < inf
  \* A value that is not a real number and is greater than every real.
=============================================================================
