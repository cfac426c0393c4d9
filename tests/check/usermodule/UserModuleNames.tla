---- MODULE UserModuleNames ----
\* A module of the user's named like a library module is the user's: the
\* Functions.tla beside this spec defines its own Range, which is used, not
\* the library's native implementation (as TLC, which has no Java code for
\* Range, uses it).
EXTENDS Functions, Naturals
VARIABLE x
Init == x = Range([i \in 1..2 |-> i])
Next == x' = x
Inv == x = 42
====
