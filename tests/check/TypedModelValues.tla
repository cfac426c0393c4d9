---- MODULE TypedModelValues ----
\* Model values whose names start with a letter and `_` are typed: two of
\* different types cannot be compared; untyped ones and typed ones of one
\* type are simply unequal.
CONSTANTS A1, A2, B1, U
VARIABLE x
Init == x = 0
Next == x = 0 /\ x' = 1 /\ A1 # A2 /\ U # A1
NextMixed == x' = x /\ A1 # B1
====
