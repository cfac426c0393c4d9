---- MODULE prefix_minus_after_tight_infix ----
\* SANY reads `-` right after an operator as prefix minus (precedence 12)
\* only if that operator does not bind tighter: each of these is its
\* "Precedence conflict between ops \div in block line 4, col 8 to line 4,
\* col 11 ... and -." (at the first operator), one definition at a time.
EXTENDS Integers, Sequences
A == 7 \div -2
B == 2^-1
C == 1 * - 2
D == <<1>> \o -1
E == 3 ^ - -1
====
