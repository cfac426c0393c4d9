---- MODULE EnabledInstancePrimed ----
VARIABLE z

  ---- MODULE Pair ----
  VARIABLES a, b
  Differ == ENABLED (a # (a' = b))
  ====

P == INSTANCE Pair WITH a <- z, b <- z
Init == z = 0
Next == z' = z
Inv == ~P!Differ
====
