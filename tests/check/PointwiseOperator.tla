---- MODULE PointwiseOperator ----
\* A constant operator defined pointwise in the configuration (TLC's
\* OpRcdValue): F(0) = 1 ... applied to listed arguments gives the value of
\* the first line listing them; G of two arguments; lines that disagree on
\* the number of arguments are TLC's configuration error (151).
EXTENDS Naturals
CONSTANT F(_), G(_, _)
VARIABLE x
Init == x = 0
Next == x' = G(x, F(x))
Inv == x /= 2
====
