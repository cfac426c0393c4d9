---- MODULE CompiledForms ----
\* Forms the compiled core takes (issue 35), each in an action and in an
\* invariant, with TLC's counts: {e : x \in S} (with two bound variables,
\* collapsing duplicates), f[a, b], a function definition applied (one
\* that reads no state, recursive), [S -> T] and [a : S] in membership
\* tests, Assert that holds, \cap, <=>, and P => Q in an action (Q
\* enumerated where P holds, nothing to do where it does not); tuples of
\* bound variables in \E, \A, {e : <<a, b>> \in S} and functions; LET
\* operators (calling one another, reading the LET's and the action's
\* locals) in an action and in an invariant.
EXTENDS Naturals, FiniteSets, TLC
VARIABLES x, y, f
Vals == 0..3
Init == x = 0 /\ y = 0 /\ f = [a \in Vals |-> 0]

fact[n \in 0..6] == IF n = 0 THEN 1 ELSE n * fact[n - 1]
grid[a \in Vals, b \in Vals] == (a + b) % 4

Sums == /\ x' \in {(a + b) % 4 : a \in Vals, b \in {x, y}}
        /\ y' = grid[x, y]
        /\ f' = [f EXCEPT ![x] = fact[y] % 4]
Guarded == /\ Assert(x \in Vals, "x out of range")
           /\ (x = 1) => (y' \in {y, 2} /\ x' = x)
           /\ (x # 1) => (y' = y /\ x' = (x + 1) % 4)
           /\ f' = f
Both == /\ (x > 1) <=> (y > 1)
        /\ {x, y} \cap {1, 2} # {}
        /\ x' = y /\ y' = x /\ UNCHANGED f

Pairs == /\ \E <<a, b>> \in {<<x, y>>, <<y, x>>} \X {0} :
             /\ x' = (a[1] + b) % 4
             /\ y' = a[2]
         /\ \A <<a, b>> \in {<<x, y>>} : a <= 3 /\ b <= 3
         /\ f' = [<<a, b>> \in {<<0, 1>>} |-> a + b][<<0, 1>>] + f[0] - f[0] :> 0 @@ f

Shift(k) == LET step(n) == (n + k) % 4
                twice(n) == step(step(n))
                base == x
            IN /\ x' \in {step(base), twice(base)}
               /\ y' = step(y)
               /\ f' = [a \in Vals |-> step(f[a])]

Next == Sums \/ Guarded \/ Both \/ Pairs \/ \E k \in 1..2 : Shift(k)
\* Leaves the next state incomplete where x = 3 and y # 0: TLC's error,
\* found where the path is taken.
Half == /\ x = 3
        /\ (y = 0) => (x' = 0 /\ y' = 0 /\ f' = f)
NextBad == Next \/ Half
TypeOK == /\ f \in [Vals -> Vals]
          /\ [p |-> x, q |-> y] \in [p : Vals, q : Vals]
          /\ Cardinality({fact[n] : n \in {x, y}}) \in 1..2
          /\ grid[y, x] = grid[x, y]
          /\ {a + b : <<a, b>> \in {<<x, y>>, <<y, x>>}} = {x + y}
          /\ LET sq(n) == n * n IN \A a \in Vals : sq(f[a]) <= 9
====
