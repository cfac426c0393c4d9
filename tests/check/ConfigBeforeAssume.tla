---- MODULE ConfigBeforeAssume ----
\* TLC judges the configuration's constant formulas (a NEXT or an invariant
\* that is a constant) while it processes the configuration, before it
\* evaluates the ASSUMEs: the configuration error wins over a false ASSUME.
EXTENDS Naturals
VARIABLE x
ASSUME 1 + 1 = 3
Init == x = 0
Next == x' = x
Stay == TRUE
Never == 1 = 2
====
