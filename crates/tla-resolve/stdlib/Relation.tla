------------------------------ MODULE Relation -----------------------------
\* Properties of binary relations.  A relation R on a set S is a function
\* from S \X S to BOOLEAN (R[x, y] iff x is related to y); the operators
\* named ...Under take the relation as an operator op(_, _) instead.
\*
\* Part of the tlars standard library.  Like TLC's version, this module
\* EXTENDS Naturals and FiniteSets, so it exports their operators too.

EXTENDS Naturals, FiniteSets
-------------------------------------------------------------------------
LOCAL AsFcn(op(_, _), S) == [p \in S \X S |-> op(p[1], p[2])]
  \* The relation op on S as a function.

IsReflexive(R, S) == \A x \in S : R[x, x]
IsReflexiveUnder(op(_, _), S) == IsReflexive(AsFcn(op, S), S)

IsIrreflexive(R, S) == \A x \in S : ~R[x, x]
IsIrreflexiveUnder(op(_, _), S) == IsIrreflexive(AsFcn(op, S), S)

IsSymmetric(R, S) == \A x, y \in S : R[x, y] <=> R[y, x]
IsSymmetricUnder(op(_, _), S) == IsSymmetric(AsFcn(op, S), S)

IsAntiSymmetric(R, S) == \A x, y \in S : R[x, y] /\ R[y, x] => x = y
IsAntiSymmetricUnder(op(_, _), S) == IsAntiSymmetric(AsFcn(op, S), S)

IsAsymmetric(R, S) == \A x, y \in S : ~(R[x, y] /\ R[y, x])
IsAsymmetricUnder(op(_, _), S) == IsAsymmetric(AsFcn(op, S), S)

IsTransitive(R, S) == \A x, y, z \in S : R[x, y] /\ R[y, z] => R[x, z]
IsTransitiveUnder(op(_, _), S) == IsTransitive(AsFcn(op, S), S)
-------------------------------------------------------------------------
\* Orders.

IsStrictlyPartiallyOrdered(R, S) ==
  IsIrreflexive(R, S) /\ IsAntiSymmetric(R, S) /\ IsTransitive(R, S)
IsStrictlyPartiallyOrderedUnder(op(_, _), S) ==
  IsStrictlyPartiallyOrdered(AsFcn(op, S), S)

IsPartiallyOrdered(R, S) ==
  IsReflexive(R, S) /\ IsAntiSymmetric(R, S) /\ IsTransitive(R, S)
IsPartiallyOrderedUnder(op(_, _), S) ==
  IsPartiallyOrdered(AsFcn(op, S), S)

IsStrictlyTotallyOrdered(R, S) ==
  /\ IsStrictlyPartiallyOrdered(R, S)
  /\ \A x, y \in S : x # y => R[x, y] \/ R[y, x]
IsStrictlyTotallyOrderedUnder(op(_, _), S) ==
  IsStrictlyTotallyOrdered(AsFcn(op, S), S)

IsTotallyOrdered(R, S) ==
  /\ IsPartiallyOrdered(R, S)
  /\ \A x, y \in S : R[x, y] \/ R[y, x]
IsTotallyOrderedUnder(op(_, _), S) ==
  IsTotallyOrdered(AsFcn(op, S), S)
-------------------------------------------------------------------------
\* Closures.

TransitiveClosure(R, S) ==
  LET RECURSIVE Via(_)
      Via(T) ==
        IF T = {} THEN [p \in S \X S |-> R[p[1], p[2]]]
        ELSE LET z == CHOOSE t \in T : TRUE
                 C == Via(T \ {z})
             IN  [p \in S \X S |-> C[p[1], p[2]] \/ (C[p[1], z] /\ C[z, p[2]])]
  IN  Via(S)
  \* The least transitive relation on S that contains R (computed by
  \* admitting the elements of S one by one as intermediate points).

ReflexiveTransitiveClosure(R, S) ==
  LET C == TransitiveClosure(R, S)
  IN  [p \in S \X S |-> p[1] = p[2] \/ C[p[1], p[2]]]
  \* The least reflexive and transitive relation on S that contains R.

IsConnected(R, S) ==
  LET C == ReflexiveTransitiveClosure(R, S)
  IN  \A x, y \in S : C[x, y]
  \* TRUE iff every element of S is reachable from every other by R.
=============================================================================
