---- MODULE InstanceArgsProperty ----
\* TLC applies the operators of a property to their arguments as it takes
\* the property apart, except under an INSTANCE's substitutions: there a
\* call with arguments stays whole, and a property that would be an
\* invariant is checked as a temporal formula.
EXTENDS Naturals
VARIABLE x

  ---- MODULE Abstract ----
  VARIABLE y
  Holds(P(_), v) == [](P(v))
  Wrap(P(_), v) == Holds(P, v)
  ====

A == INSTANCE Abstract WITH y <- x
Init == x = 0
Next == x' = x + 1
Spec == Init /\ [][Next]_x
Bound == x < 6
Small(n) == n < 3
Holds(P(_), v) == [](P(v))
Wrap(P(_), v) == Holds(P, v)
InRoot == Wrap(Small, x)
InInstance == A!Wrap(Small, x)
====
