---- MODULE OverrideExt ----
EXTENDS Naturals
Cap == 100
Fits(x) == x < Cap
====
