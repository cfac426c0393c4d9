---- MODULE BigIntegerNumerals ----
\* Numerals past TLC's 32 bits: TLC's "can't handle a number this big"
\* before evaluation (BigIntegerNumerals.cfg); read with --big-integers
\* (BigIntegerNumerals.bigint.cfg) and kept in states,
\* printed in order of size.
EXTENDS Integers
VARIABLE x
Init == x \in {18446744073709551616, -9223372036854775809, 7}
Next == x' = x \div 2 /\ x \in 1..10
Below == x < 10000000000000000000
====
