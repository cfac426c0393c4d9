---- MODULE resolve_undefined ----
\* Names that are neither defined, declared nor imported.
VARIABLE x
Init == x = Zero
Next == x' = x + 1
Prop == \A i \in Items : i
====
