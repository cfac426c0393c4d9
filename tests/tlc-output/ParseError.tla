---- MODULE ParseError ----
VARIABLE x
Init == x = 
Next == x' = x
====
