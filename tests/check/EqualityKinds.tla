---- MODULE EqualityKinds ----
\* TLC cannot compare values of different kinds: `=`, `#`, `\in` and set
\* construction fail instead of answering FALSE. Model values are unequal
\* to everything else without error; functions, tuples and records compare
\* as functions.
EXTENDS Naturals, Sequences, TLC
CONSTANT M
VARIABLE x
Init == x = 0
\* Comparisons TLC answers: no error.
Fine == /\ M # 1 /\ M \notin {1, 2} /\ {M} # {1}
        /\ <<>> # [a |-> 1] /\ (1 :> 2) = <<2>> /\ <<1, "a">> # <<2, 2>>
        /\ [a |-> 1] # [b |-> "x"] /\ {1, 2} # {"a"}
Next == x < 2 /\ Fine /\ x' = x + 1
IntWithSet == x < 2 /\ x' = x + 1 /\ x # {}
SetWithTuple == x < 2 /\ x' = x + 1 /\ (IF x = 0 THEN {} ELSE <<>>) # <<>>
StrInInts == x < 2 /\ x' = x + 1 /\ (IF x = 1 THEN "a" ELSE 1) \in {1, 2}
StrInNat == x < 2 /\ x' = x + 1 /\ (IF x = 1 THEN "a" ELSE 1) \in Nat
MixedSet == x < 2 /\ x' = x + 1 /\ {x, IF x = 1 THEN "a" ELSE 1} # {}
Nested == x < 2 /\ x' = x + 1 /\ [a |-> 1] # [a |-> IF x = 1 THEN "a" ELSE 2]
====
