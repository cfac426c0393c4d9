---- MODULE SubsetAssign ----
\* `x \subseteq S` and `x' \subseteq S` assign each subset of S (TLC's
\* enumeration of \subseteq), also under ENABLED.
EXTENDS Naturals, FiniteSets
VARIABLES x, y
Init == x \subseteq {1, 2} /\ y = {1, 2, 3}
Next == UNCHANGED y /\ x' \subseteq y' /\ Cardinality(x') >= Cardinality(x)
CanShrink == ENABLED (x' \subseteq {1})
NotFull == x # {1, 2, 3}
====
