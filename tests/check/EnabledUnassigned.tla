---- MODULE EnabledUnassigned ----
\* Under ENABLED, TLC evaluates a conjunct that is not an assignment in
\* the next state as far as it is built: a primed variable the action has
\* not yet given a value is undefined there, an evaluation error (75).
EXTENDS Naturals
VARIABLES a, b
Compared == ENABLED (a # (a' = b))
AfterOther == ENABLED (b' = 1 /\ a # (a' = b))
NotAssignment == ENABLED (a' > 1)
Assigned == ENABLED (a' = 2 /\ a' > 1)
Init == a = 0 /\ b = 0
Next == a' = a /\ b' = b
Inv == ~Compared
Inv2 == ~AfterOther
Inv3 == ~NotAssignment
Inv4 == ~Assigned
====
