---- MODULE BigNumeralMin ----
EXTENDS Integers
VARIABLE x
Init == x = -2147483648
Next == UNCHANGED x
====
