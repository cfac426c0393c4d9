---- MODULE LazyFnSetMembership ----
\* TLC keeps [S -> T] and [a : T] lazy when T is a comprehension it keeps
\* lazy ({n \in Nat : n > 0}): membership asks each value's membership in
\* T on that value alone (DieHard's ASSUME Capacity \in [Jug -> {n \in Nat
\* : n > 0}]), never enumerating Nat.
EXTENDS Naturals
Positive == {n \in Nat : n > 0}
Jug == {"small", "big"}
Capacity == [j \in Jug |-> IF j = "small" THEN 3 ELSE 5]
ASSUME Capacity \in [Jug -> Positive]
ASSUME Capacity \in [Jug -> {n \in Nat : n > 2}]
ASSUME ~ (Capacity \in [Jug -> {n \in Nat : n > 3}])
ASSUME ~ ([j \in {"small"} |-> 3] \in [Jug -> Positive])
ASSUME [a |-> 1, b |-> 2] \in [a : Positive, b : {n \in Nat : n > 1}]
ASSUME ~ ([a |-> 1, b |-> 2] \in [a : Positive, b : {n \in Nat : n > 2}])
ASSUME ~ ([a |-> 1] \in [a : Positive, b : Positive])
VARIABLE x
Init == x = Capacity
Next == x' = [x EXCEPT !["small"] = (@ % 3) + 1]
TypeOK == x \in [Jug -> Positive]
====
