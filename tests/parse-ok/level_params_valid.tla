---- MODULE level_params_valid ----
\* Levels of arguments that SANY accepts: an argument counts for the level
\* of an application only where the body lets it (E(x') is a state
\* predicate, so it can be primed), and an operator argument that accepts
\* actions can be applied to x'.
VARIABLE x
F(a) == a'
E(b) == ENABLED b
W(a, b) == b'
Primed == E(x')'
Nested == F(E(x' = x))
Ignored == W([](x = 1), x)
Ap(Op(_)) == Op(x')
OkOpArg == Ap(E) /\ Ap(LAMBDA e : e = 1)
---- MODULE Inner ----
VARIABLE y
Step == y' = y
====
I(z) == INSTANCE Inner WITH y <- z
OkInstance == I(x)!Step /\ I(<<x, x>>)!Step
====
