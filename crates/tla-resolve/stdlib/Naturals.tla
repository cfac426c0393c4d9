---------------------------- MODULE Naturals ----------------------------
\* The natural numbers 0, 1, 2, ... and arithmetic on them.
\*
\* Part of the tlars standard library.  The set Nat and the operators
\* +, * and < are primitives that tlars evaluates natively; their bodies
\* below are placeholders.  The remaining operators are given their
\* mathematical definitions in terms of those primitives, but tlars
\* evaluates them natively too (the definitions document the meaning).
\*
\* Synonyms: the lexer maps  <=  and  =<  to  \leq , and  >=  to  \geq ,
\* so only the canonical spellings are defined here.
\*
\* The definitions of -, \leq, .., \div and % are also correct for the
\* integers, so the Integers module (which EXTENDS this one) reuses them.

Nat == CHOOSE N : FALSE
  \* The set {0, 1, 2, ...}.  Evaluated natively by tlars.

a + b == CHOOSE sum : FALSE
  \* Addition.  Evaluated natively by tlars.

a * b == CHOOSE product : FALSE
  \* Multiplication.  Evaluated natively by tlars.

a < b == \E d \in Nat \ {0} : a + d = b
  \* Strictly less than: b is reached from a by adding a positive number.

a - b == CHOOSE d : b + d = a
  \* Subtraction: the number that, added to b, gives a.

a ^ b == LET Pow[k \in Nat] == IF k = 0 THEN 1 ELSE a * Pow[k - 1]
         IN  CASE (a # 0) \/ (b # 0) -> Pow[b]
  \* Exponentiation: a multiplied by itself b times, so a ^ 0 = 1 for
  \* a # 0.  0 ^ 0 is left undefined (an error), as in TLC.

a > b == b < a
  \* Strictly greater than.

a \leq b == (a < b) \/ (a = b)
  \* Less than or equal; also written  <=  and  =< .

a \geq b == b \leq a
  \* Greater than or equal; also written  >= .

a .. b == {a + k : k \in {j \in Nat : a + j \leq b}}
  \* The interval {i : a \leq i \leq b}; empty when b < a.

a \div b == CHOOSE q : \E r \in 0 .. (b - 1) : a = q * b + r
  \* Integer division rounding towards minus infinity (for b > 0).

a % b == a - b * (a \div b)
  \* Remainder of a divided by b; lies in 0 .. (b - 1) for b > 0.
=============================================================================
