---- MODULE level_prime_param ----
\* A parameter used under a prime may be given at most a state expression
\* (SANY: "Level error in applying operator F: The level of argument 1
\* exceeds the maximum level allowed by the operator.", line 6 col 8 and
\* line 8 col 14).
VARIABLE x
F(a) == a'
Bad == F(x')
G(a, b) == a' /\ (ENABLED b)
BadSecond == G(x, x') \/ G(x', x)
\* ENABLED takes an action: no limit there below temporal.
OkSecond == G(x, x' = x)
====
