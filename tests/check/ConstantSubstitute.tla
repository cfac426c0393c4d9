---- MODULE ConstantSubstitute ----
\* TLC evaluates a definition substituted for a constant once, before the
\* search: one that depends on a variable is refused, though it could be
\* evaluated where the constant is used.
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
Twice == 2 * x
Small == 2
Init == x = 0
Next == x < Limit /\ x' = x + 1
====
