---- MODULE operator_args ----
\* Every operator-valued name may be passed to an operator parameter: a
\* built-in operator (applied to the caller's expressions as if written
\* there), a CONSTANT operator the model defines, an instance's operator.
EXTENDS Integers, TLC
CONSTANT COp(_, _)
VARIABLE x
N == INSTANCE Naturals
Max(a, b) == IF a > b THEN a ELSE b

Ap1(F(_), a) == F(a)
Ap2(F(_, _), a, b) == F(a, b)

ASSUME /\ Ap2(\cup, {1}, {2}) = {1, 2}
       /\ Ap2(\, {1, 2}, {2}) = {1}
       /\ Ap1(SUBSET, {1}) = {{}, {1}}
       /\ Ap1(UNION, {{1}, {2}}) = {1, 2}
       /\ Ap1(DOMAIN, <<5, 6>>) = {1, 2}
       /\ Ap1(~, FALSE)
       /\ Ap2(=>, FALSE, FALSE)
       /\ Ap2(=, 3, 3)
       /\ Ap2(#, 3, 4)
       /\ Ap2(\in, 1, {1})
       /\ Ap1(-., 3) = -3
       /\ Ap2(-, 3, 1) = 2
       /\ Ap2(/\, TRUE, TRUE)
       /\ Ap2(\/, FALSE, TRUE)
       /\ Ap2(COp, 3, 7) = 7
       /\ Ap2(N!+, 3, 7) = 10
       /\ Ap2(LAMBDA a, b : COp(b, a), 1, 2) = 2

Init == x = 0
Next == x' = (x + 1) % 3

\* The parameter's argument is primed, compared or tested as written in
\* the caller: UNCHANGED x, x'. (ENABLED is left out: TLC takes CanStep for
\* an action, with a note on a bug of its level checking.)
Stays == Ap1(UNCHANGED, x)
Later == Ap1(', x) = (x + 1) % 3
CanStep == Ap1(ENABLED, x' = (x + 1) % 3)

Spec == Init /\ [][Next]_x
Moves == [][~Stays /\ Later]_x
Grows == [][Ap1(', x) > x]_x
====
