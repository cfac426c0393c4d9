---- MODULE SubstArity ----
\* A substitution `C <- Alt` where C and Alt take different numbers of
\* arguments is TLC's configuration error (a constant given an operator
\* with arguments made tlars fail internally).
EXTENDS Naturals
CONSTANT N
P(a, b) == a + b
D == 2
ASSUME N = 1
VARIABLE x
Init == x = 0
Next == x' = x
====
