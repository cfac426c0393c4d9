---- MODULE BigNumeral ----
\* TLC's integers are 32-bit. A numeral past 2^31 - 1 anywhere in the
\* modules, in a definition used or not, is TLC's "can't handle a number
\* this big" before anything is evaluated (exit 255); -2147483648 is -.
\* applied to such a numeral. Results past 32 bits are "Overflow when
\* computing" errors of the evaluation (exit 75), whatever their size.
EXTENDS Integers
VARIABLE x
Init == x = 2147483647
Next == x' = x + 1
====
