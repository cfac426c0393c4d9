---- MODULE SpecKeepsInit ----
\* TLC takes the SPECIFICATION apart but keeps a definition whose body is a
\* state predicate whole: a variable conjunct inside Init is part of the
\* initial predicate (here unsatisfiable: no initial state), not a spec.
VARIABLES x, y
Init == y = FALSE /\ y /\ x = 0
Next == FALSE
Spec == Init /\ [][Next]_<<x, y>>
====
