---- MODULE box_without_subscript ----
VARIABLE x
Next == x' = x
Spec == x = 0 /\ [][Next]
====
