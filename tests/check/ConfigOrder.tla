---- MODULE ConfigOrder ----
\* TLC evaluates the constant definitions, and the definitions that
\* replace constants, before it reads the configuration; then it takes
\* the directives in its order (INVARIANTs, the SPECIFICATION or INIT and
\* NEXT, PROPERTYs, CONSTRAINTs), and the first error it meets is the one
\* it reports, whether it is a name's kind or a constant's value.
EXTENDS Naturals
CONSTANT N, C
VARIABLE x
Init == x = 0
Next == x < N /\ x' = x + 1
ReadsX == x
Fails == N > 5
Never == N = 7
Spec == Init /\ Never /\ [][Next]_x
====
