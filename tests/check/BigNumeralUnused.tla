---- MODULE BigNumeralUnused ----
EXTENDS Integers
VARIABLE x
Unused == \h100000000
Init == x = 0
Next == UNCHANGED x
====
