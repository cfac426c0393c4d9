---- MODULE NestedCase ----
\* A CASE nested in an arm takes the [] arms that follow it, up to its
\* OTHER arm: after OTHER, the [] are the enclosing CASE's.
EXTENDS Naturals
VARIABLE x
Classify(n) == CASE n = 0 -> "zero"
                 [] n = 1 -> CASE n > 5 -> "big" [] n > 3 -> "mid" [] OTHER -> "one"
                 [] n = 2 -> "two"
                 [] OTHER -> CASE n = 3 -> "three" [] n > 3 -> "more"
Init == x = 0
Next == x < 4 /\ x' = x + 1
Inv == Classify(x) \in {"zero", "one", "two", "three", "more"}
        /\ (x = 1 => Classify(x) = "one") /\ (x = 2 => Classify(x) = "two")
====
