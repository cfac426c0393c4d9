---- MODULE bullets_dangling ----
VARIABLE x
Next == /\ x' = 1
        /\
Other == 1
====
