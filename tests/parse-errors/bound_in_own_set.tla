---- MODULE bound_in_own_set ----
\* A set of a bound list mentions a name the same list binds: SANY reads
\* the sets outside the names ("Unknown operator"), in quantifiers,
\* comprehensions, function constructors and function definitions alike.
EXTENDS Naturals
VARIABLE v
Init == v = 0
Next == v' = v
Q == \A x \in 1..2, y \in 1..x : TRUE
S == {x + y : x \in 1..2, y \in x..3}
F[p \in 1..2, n \in 0..p] == p
G == [a \in 1..2, b \in {a} |-> a]
Nested == \A x \in 1..2 : \A y \in 1..x : TRUE
====
