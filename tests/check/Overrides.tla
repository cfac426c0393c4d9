---- MODULE Overrides ----
\* Where TLC applies a model's overrides: `Op <- Alt` replaces the definition
\* the root sees (its own, those it EXTENDS, standard ones) at every reference,
\* inside instances too, but not an INSTANCE's copy of it (so AltFits reaches
\* the original Fits through E!Fits); `Op <- [Mod]Alt` replaces the body of
\* the definitions module Mod sees, copies included.
EXTENDS Naturals, OverrideExt
VARIABLE x
M == INSTANCE OverrideMod WITH N <- 4
P(n) == INSTANCE OverrideMod WITH N <- n
ZNat == 0..1
MCCap == 3
AltFits(y) == (LET E == INSTANCE OverrideExt IN E!Fits(y) \/ y = 7) \/ y = 8
Init == x \in M!Small
Next == \/ x' = x + 1 /\ M!Room(x')
        \/ x' = x + 2 /\ LET L == INSTANCE OverrideMod WITH N <- 9 IN L!Room(x') /\ x' \in L!Small
        \/ x' = x + 3 /\ P(5)!Room(x')
====
