---------------------------- MODULE Integers ----------------------------
\* The integers ..., -2, -1, 0, 1, 2, ... .
\*
\* Part of the tlars standard library.  Everything from Naturals is
\* exported as well; the Naturals definitions of -, \leq, .., \div and %
\* already have the right meaning on negative numbers.  Int is a
\* primitive evaluated natively by tlars.

EXTENDS Naturals

Int == CHOOSE Z : FALSE
  \* The set of all integers.  Evaluated natively by tlars.

-. a == 0 - a
  \* Unary minus (written  -a  in expressions; declared as  -. a ).
=============================================================================
