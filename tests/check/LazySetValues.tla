---- MODULE LazySetValues ----
\* `{x \in S : P}` over an S that cannot be enumerated is a set kept
\* unbuilt, as TLC keeps it, wherever it goes (a record or function set,
\* a union, a LET name, an argument): membership is S's and P at the one
\* element; only enumerating it fails.
EXTENDS Integers, TLC
VARIABLE x
Init == x = 0
Next == UNCHANGED x

Big(n) == {i \in Int : i > n}
Rec == [a : Int, b : [{1, 2} -> Big(5)]]

Inv ==
  LET lo == 3
      Low == {k \in Nat : k < lo}
      Pairs == {p \in Nat \X Nat : p[1] < p[2]}
  IN /\ x = 0
     /\ PrintT(<<6 \in Big(5), 5 \in Big(5), -1 \in Low, 2 \in Low>>)
     /\ PrintT(<<[a |-> 0, b |-> <<6, 7>>] \in Rec, [a |-> 0, b |-> <<6, 5>>] \in Rec>>)
     /\ PrintT(<<{[a |-> 1, b |-> <<9, 9>>]} \subseteq Rec, 7 \in Big(5) \cup Low, 4 \in Big(5) \cup Low>>)
     /\ PrintT(<<<<1, 2>> \in Pairs, <<2, 1>> \in Pairs, <<1, 2>> \in [{1, 2} -> Low]>>)
     /\ PrintT(\A r \in {[a |-> 1, b |-> <<7, 8>>]} : r \in Rec)

\* Enumerating one fails with TLC's words.
Count == x = 0 /\ PrintT({y \in Big(5) : y < 8} = {6, 7})
====
