---- MODULE NestedCaseOther ----
\* A CASE nested in an arm runs to the end of the enclosing CASE, unless it
\* has an OTHER arm: that ends it, and the arms after it are the outer's.
EXTENDS Naturals
VARIABLE x
Inner(a, b) == CASE a -> 1 [] b -> CASE FALSE -> 2 [] OTHER -> 3 [] TRUE -> 4
Greedy(a) == CASE a -> 1 [] TRUE -> CASE FALSE -> 2 [] TRUE -> 3
Init == x = 0
Next == x' = 1 - x
Inv == /\ Inner(FALSE, TRUE) = 3
       /\ Inner(FALSE, FALSE) = 4
       /\ Inner(TRUE, TRUE) = 1
       /\ Greedy(FALSE) = 3
       /\ (CASE x = 5 -> 0 [] x = 7 -> CASE TRUE -> 1 [] OTHER -> 2 [] OTHER -> x + 10) = x + 10
====
