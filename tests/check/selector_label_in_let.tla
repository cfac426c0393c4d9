---- MODULE selector_label_in_let ----
\* A label inside a LET's body: the part it names sees the LET's
\* definitions, also passed as an operator argument.
EXTENDS Naturals, TLC
Ap1(F(_), a) == F(a)
Op(p) == LET a ++ b == a * 10 + b
             Two == 2
         IN  1 ++ (lab :: p ++ Two)
Nested(p) == outer :: LET Sq == p * p IN inner :: (LET Inc == Sq + 1 IN last :: Inc * 2)

ASSUME /\ Op(3)!lab = 32
       /\ Ap1(Op!lab, 4) = 42
       /\ Nested(3)!outer!inner!last = 20
       /\ Ap1(Nested!outer!inner, 2) = 10
       /\ Print(Op(5)!lab, TRUE)
====
