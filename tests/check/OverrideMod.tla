---- MODULE OverrideMod ----
EXTENDS Naturals, OverrideExt
CONSTANT N
Small == {n \in 0..10 : n < N}
InNat(x) == x \in Nat
Room(x) == Fits(x) /\ InNat(x)
====
