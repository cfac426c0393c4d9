-------------------------- MODULE DyadicRationals ------------------------
\* Dyadic rationals (fractions whose denominator is a power of two),
\* represented as records [num |-> n, den |-> d].
\*
\* Part of the tlars standard library.  Reduce is evaluated natively by
\* tlars.  FiniteSets, Integers, Sequences and TLC are instantiated
\* LOCALly: not exported.

LOCAL INSTANCE FiniteSets
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences
LOCAL INSTANCE TLC
-------------------------------------------------------------------------
LOCAL Fraction(n, d) == [num |-> n, den |-> d]

LOCAL Larger(a, b) == IF a >= b THEN a ELSE b

LOCAL Reduce(p) ==
  LET g == CHOOSE g \in 1..Larger(p.num, p.den) :
             /\ p.num % g = 0 /\ p.den % g = 0
             /\ \A h \in g + 1..Larger(p.num, p.den) :
                  ~(p.num % h = 0 /\ p.den % h = 0)
  IN  Fraction(p.num \div g, p.den \div g)
  \* p in lowest terms.  Native.
-------------------------------------------------------------------------
IsDyadicRational(r) == \E i \in 0..r.den : 2 ^ i = r.den
  \* Whether the denominator of r is a power of two.

Zero == Fraction(0, 1)

One == Fraction(1, 1)

Add(p, q) ==
  IF p = Zero THEN q
  ELSE LET d  == Larger(p.den, q.den)
           pn == p.num * (d \div p.den)
           qn == q.num * (d \div q.den)
       IN  Reduce(Fraction(qn + pn, d))
  \* p + q (the larger denominator is a multiple of the other).

Half(p) == Reduce(Fraction(p.num, 2 * p.den))
  \* p / 2.

PrettyPrint(p) ==
  IF p = Zero THEN "0"
  ELSE IF p = One THEN "1"
  ELSE ToString(p.num) \o "/" \o ToString(p.den)
  \* "n/d", or "0" or "1".
=============================================================================
