---- MODULE LazyComprehension ----
\* TLC builds a set comprehension {x \in S : P} at once only over a set it
\* holds enumerated ({a, b}, {e : y \in T}, a..b, a variable's value); over
\* any other (S \cup T, UNION, SUBSET, [S -> T], S \X T, Seq(S), Int) the
\* comprehension stays lazy, and membership evaluates P on the one element.
EXTENDS Integers, Sequences
VARIABLE x
Init == x = 0
Next == x' = 2 - x
Funs == {f \in UNION {[S -> {1, 2, 3}] : S \in SUBSET {1, 2, 3}} : f[2] = 2}
Evens == {n \in Int : n % 2 = 0}
Inv == /\ <<1, 2>> \in Funs
       /\ <<0, 2, 4>> \in Seq(Evens)
       /\ <<1>> \notin Seq(Evens)
       /\ x \in Evens \cup {1}
       /\ x \in Evens \cap Nat
       /\ 3 \notin Evens \ {4}
       /\ {0, x} \in SUBSET Evens
       /\ <<x, 4>> \in Evens \X Evens
Built == <<1, 2>> \in {f \in {<<>>, <<1, 2>>} : f[2] = 2}
====
