---- MODULE UnbuiltSets ----
\* TLC keeps set comprehensions and function constructors lazy: what is
\* asked of them is answered without building them. So they may range over
\* infinite sets (or have a predicate that fails elsewhere) as long as only
\* membership, intersection or difference with a finite set, inclusion,
\* application and DOMAIN are asked of them.
EXTENDS Integers
VARIABLE x
Big == {i \in Int : i > 2}
Pairs == {<<i, j>> \in Int \X Int : j > i}
Double == [i \in Int |-> 2 * i]
Sum[i, j \in Nat] == i + j
Safe == {i \in 0..3 : 6 \div i > 2}
Init == x = 0
Next == /\ x < 4
        /\ x' = x + 1
        /\ x' \in Big \/ x' \notin Big
        /\ ({1, 2, 3, 4} \cap Big = {3, 4}) /\ ({1, 2, 3, 4} \ Big = {1, 2})
        /\ {3, 7} \subseteq Big /\ ~({1, 3} \subseteq Big)
        /\ <<3, 4>> \in Pairs /\ <<4, 3>> \notin Pairs
        /\ Double[x] = 2 * x /\ [n \in Nat |-> n + 1][x] = x + 1
        /\ 5 \in DOMAIN Double /\ Sum[2, 3] = 5
        /\ <<2, 3>> \in DOMAIN Sum /\ <<-2, 3>> \notin DOMAIN Sum
Inv == x \in Big => x > 2
\* Still an error where the set itself is needed.
NextWhole == x' = x /\ Big # {}
\* A comprehension over a finite set is built, and so fails here.
NextFinite == x' = x /\ 2 \in Safe
====
