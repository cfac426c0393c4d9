------------------------------ MODULE Bitwise ----------------------------
\* Bitwise operations on naturals.
\*
\* Part of the tlars standard library.  The operators are evaluated
\* natively by tlars, on 32-bit integers as TLC does.  Integers is
\* instantiated LOCALly: not exported.

LOCAL INSTANCE Integers
-------------------------------------------------------------------------
RECURSIVE BitsAnd(_, _, _)
LOCAL BitsAnd(x, y, w) ==
  IF x = 0 \/ y = 0 THEN 0
  ELSE w * ((x % 2) * (y % 2)) + BitsAnd(x \div 2, y \div 2, 2 * w)

RECURSIVE BitsOr(_, _, _)
LOCAL BitsOr(x, y, w) ==
  IF x = 0 /\ y = 0 THEN 0
  ELSE w * (IF x % 2 = 1 \/ y % 2 = 1 THEN 1 ELSE 0)
         + BitsOr(x \div 2, y \div 2, 2 * w)

RECURSIVE BitsXor(_, _, _)
LOCAL BitsXor(x, y, w) ==
  IF x = 0 /\ y = 0 THEN 0
  ELSE w * ((x + y) % 2) + BitsXor(x \div 2, y \div 2, 2 * w)

RECURSIVE BitsNot(_, _)
LOCAL BitsNot(x, w) ==
  IF x = 0 THEN 0 ELSE w * (1 - (x % 2)) + BitsNot(x \div 2, 2 * w)
-------------------------------------------------------------------------
x & y == BitsAnd(x, y, 1)
  \* Bitwise AND.  Native.

x | y == BitsOr(x, y, 1)
  \* Bitwise OR.  Native.

x ^^ y == BitsXor(x, y, 1)
  \* Bitwise exclusive OR.  Native.

Not(a) == BitsNot(a, 1)
  \* Flips the bits of a up to its highest set bit.  Native.

shiftR(n, pos) == n \div (2 ^ pos)
  \* n shifted right by pos bits (a logical shift of the 32-bit n).
  \* Native.
=============================================================================
