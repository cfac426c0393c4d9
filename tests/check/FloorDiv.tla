---- MODULE FloorDiv ----
\* \div rounds towards minus infinity and % is never negative, as TLC's
\* Naturals and Integers compute them.
EXTENDS Integers, TLC
ASSUME PrintT(<<2 \div (-3), (-2) \div 3, (-2) \div (-3), 2 \div 3, (-7) % 3, 7 % 3, (-6) \div 3, 6 \div (-3)>>)
====
