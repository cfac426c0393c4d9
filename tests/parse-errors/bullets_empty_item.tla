---- MODULE bullets_empty_item ----
VARIABLES x, y, z
Next == /\ x' = 1
        /\ y' =
        /\ z' = 3
Other == \/ x = 1
         \/
         \/ x = 2
====
