---- MODULE selector_operator_args ----
\* A subexpression selector names an operator whose parameters are the
\* definition's, then those each step binds: `!(a)` and `!@` a quantifier's
\* or constructor's names, a label its parameters, a LET operator its own.
\* Given arguments it is applied; passed on, it is an operator argument.
EXTENDS Naturals, TLC

Ap2(F(_, _), a, b) == F(a, b)
Ap3(F(_, _, _), a, b, c) == F(a, b, c)
Ap4(F(_, _, _, _), a, b, c, d) == F(a, b, c, d)

Sums(n) == {x + n : x \in 1..3}
Pick(q) == CHOOSE x \in {1} : lab(x) :: LET a ** b == <<q, x, a, b>>
                                       IN  1 ** 2
Deep(q) == \A x \in {1} : lab(x) :: LET Sq(c) == {lab2(y) :: y * c + q : y \in {x}}
                                    IN  Sq(x) = {x + q}
Cases(v) == CASE v = 1 -> "one" [] v = 2 -> "two" [] OTHER -> "many"
Fields == [a |-> 10, b |-> 20].b
Apply == [i \in 1..5 |-> i * i][4]

ASSUME /\ Sums(5)!(2) = 7
       /\ Ap2(Sums!@, 5, 2) = 7
       /\ Sums(5)!1 = 1..3
       /\ Sums(5)!1!>> = 3
       /\ Pick(7)!lab(1)!:!**(8, 9) = <<7, 1, 8, 9>>
       /\ Pick(7)!(1)!**(8, 9) = <<7, 1, 8, 9>>
       /\ Ap4(Pick!@!**, 7, 1, 8, 9) = <<7, 1, 8, 9>>
       /\ Ap4(Pick!lab!:!**, 7, 1, 8, 9) = <<7, 1, 8, 9>>
       /\ Pick(7)!lab(1)!1 = <<7, 1, 1, 2>>
       /\ Deep(3)!lab(2)!:!Sq(4)!lab2(5) = 23
       /\ Ap4(Deep!lab!:!Sq!@, 3, 2, 4, 5) = 23
       /\ Ap3(Deep!lab!:!Sq, 3, 2, 4) = {11}
       /\ Cases(0)!2!>> = "two"
       /\ Cases(0)!3!>> = "many"
       /\ Cases(9)!1!<< = FALSE
       /\ Fields!1!2 = 20
       /\ Fields!2 = "b"
       /\ Apply!<<!1 = 1..5
       /\ Apply!>> = 4
       /\ Apply!<<!(3) = 9
       /\ Print("selectors checked", TRUE)
====
