---- MODULE LazyRecursiveFunction ----
\* `g[n-1][x, y]` in the body of a recursive function g whose values are
\* functions computes one entry of g[n-1], as TLC keeps those values lazy
\* (the community Relation's TransitiveClosure is written this way): not
\* all of g[n-1] at each such application, exponential in n.
EXTENDS Naturals, FiniteSets
S == 1..5
R == [p \in S \X S |-> p[2] = p[1] + 1]
Closure ==
  LET trcl[n \in Nat] ==
        [x, y \in S |-> IF n = 0 THEN R[x, y]
                        ELSE \/ trcl[n - 1][x, y]
                             \/ \E z \in S : trcl[n - 1][x, z] /\ trcl[n - 1][z, y]]
  IN  trcl[Cardinality(S)]
VARIABLE x
Init == x = Closure
Next == UNCHANGED x
Reach == \A a, b \in S : x[a, b] <=> a < b
====
