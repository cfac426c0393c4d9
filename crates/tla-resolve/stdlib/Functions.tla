------------------------------ MODULE Functions ----------------------------
\* Operators on functions: restrictions, ranges, inverses, injections,
\* surjections and bijections, and folds over a function's values.
\*
\* Part of the tlars standard library.  tlars evaluates several of the
\* first-order operators natively; the definitions give their meaning.
\* FoldFunction and FoldFunctionOnSet are defined so that they combine the
\* values in the order TLC's built-in implementation does.  Like TLC's
\* version, this module EXTENDS Integers and Folds, so it exports their
\* operators too.

EXTENDS Integers, Folds
-------------------------------------------------------------------------
\* Restrictions.

Restrict(f, S) == [x \in S |-> f[x]]
  \* f with its domain cut down to S (a subset of DOMAIN f).  Native.

RestrictDomain(f, Test(_)) == Restrict(f, {x \in DOMAIN f : Test(x)})
  \* f restricted to the arguments x that satisfy Test(x).

RestrictValues(f, Test(_)) == Restrict(f, {x \in DOMAIN f : Test(f[x])})
  \* f restricted to the arguments whose value satisfies Test.

IsRestriction(narrow, wide) ==
  /\ DOMAIN narrow \subseteq DOMAIN wide
  /\ \A x \in DOMAIN narrow \cap DOMAIN wide : narrow[x] = wide[x]
  \* TRUE iff narrow is wide restricted to a part of its domain.  Native.
-------------------------------------------------------------------------
\* Ranges and inverses.

Range(f) == {f[x] : x \in DOMAIN f}
  \* The set of values of f.  Native.

Pointwise(f, g, T(_, _)) == [x \in DOMAIN f |-> T(f[x], g[x])]
  \* Combines f and g argument by argument with T (on the domain of f).

Inverse(f, S, T) ==
  [t \in T |-> CHOOSE s \in S : t \in Range(f) => f[s] = t]
  \* For each t in T, an s in S that f maps to t (any s in S when t is
  \* not a value of f).  Native.

AntiFunction(f) == Inverse(f, DOMAIN f, Range(f))
  \* The inverse of an injective function f.  Native.
-------------------------------------------------------------------------
\* Injections, surjections, bijections.

IsInjective(f) == \A x, y \in DOMAIN f : f[x] = f[y] => x = y
  \* TRUE iff f maps different arguments to different values.  Native.

Injection(S, T) == {g \in [S -> T] : IsInjective(g)}
  \* The injective functions from S to T.  Native.

Surjection(S, T) == {g \in [S -> T] : \A t \in T : \E s \in S : g[s] = t}
  \* The functions from S onto T.  Native.

Bijection(S, T) == Injection(S, T) \cap Surjection(S, T)
  \* The one-to-one correspondences between S and T.  Native.

ExistsInjection(S, T) == Injection(S, T) # {}
ExistsSurjection(S, T) == Surjection(S, T) # {}
ExistsBijection(S, T) == Bijection(S, T) # {}
  \* Native.
-------------------------------------------------------------------------
\* Folds.

FoldFunctionOnSet(op(_, _), base, fun, indices) ==
  LET RECURSIVE Go(_, _)
      Go(acc, rest) ==
        IF rest = {} THEN acc
        ELSE LET i == CHOOSE j \in rest : TRUE
             IN  Go(op(fun[i], acc), rest \ {i})
  IN  Go(base, indices)
  \* Combines the values fun[i], i \in indices, with op, starting from
  \* base: the indices are taken in TLC's order of values, i1 first, and
  \* the result is  op(fun[in], ... op(fun[i2], op(fun[i1], base)) ...).
  \* op should be associative and commutative when the order does not
  \* matter to the spec.

FoldFunction(op(_, _), base, fun) ==
  FoldFunctionOnSet(op, base, fun, DOMAIN fun)
  \* FoldFunctionOnSet over the whole domain of fun.

SumFunctionOnSet(fun, indices) == FoldFunctionOnSet(+, 0, fun, indices)
  \* The sum of the values fun[i], i \in indices.  Native.

SumFunction(fun) == SumFunctionOnSet(fun, DOMAIN fun)
  \* The sum of the values of fun.  Native.
=============================================================================
