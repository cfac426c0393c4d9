---- MODULE bullets_left_of_column ----
VARIABLE x
Next == /\ x' = 1
        /\ x = 2
    x = 3
Other == 1
====
