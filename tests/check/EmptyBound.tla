---- MODULE EmptyBound ----
\* TLC evaluates the sets of all the bound variables of a quantifier or
\* constructor before it enumerates them: an empty one does not spare a
\* later one's error (`0..N` of a set N).
EXTENDS Naturals
N == {1, 2}
VARIABLE x
Exists == \E a \in {}, b \in (0..N) : a = b
Forall == \A a \in {}, b \in (0..N) : a = b
Map == {a + b : a \in {}, b \in (0..N)} = {}
Function == [a \in {}, b \in (0..N) |-> a] = <<>>
Init == x = 0
Next == x' = x
Act == \E a \in {}, b \in (0..N) : x' = b
====
