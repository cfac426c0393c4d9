---- MODULE Cov ----
EXTENDS Naturals
VARIABLES x, y
Init == x \in {0, 1, 1} /\ y \in {0, 0}
Step(i) == x' = (x + i) % 4 /\ UNCHANGED y
Flip == \/ y' = 1 - y /\ UNCHANGED x
        \/ x = 3 /\ x' = 0 /\ y' = y
Never == x = 10 /\ x' = 0 /\ UNCHANGED y
Next == (\E i \in {1, 2} : Step(i)) \/ Flip \/ Never
Inv == x < 4
Constr == x < 3
AC == x' # 2
====
Coverage as TLC's -coverage reports it: Init's duplicate values, an action
under a quantifier over constants (one line for Step(1) and Step(2)), an
action whose definition is a disjunction (one line per disjunct, with its
place), an action never enabled (0:0), an invariant, an action constraint
and a state constraint (held:evaluated). Cov.expected is TLC's report.
