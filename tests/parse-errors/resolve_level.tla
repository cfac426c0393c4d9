---- MODULE resolve_level ----
EXTENDS Naturals
VARIABLE x
ASSUME x > 0
DoublePrime == (x')' = x
AlwaysAction == [](x' = x)
Leads == (x' = 1) ~> (x = 2)
Sub == [][x' = x + 1]_(x')
Fine == [][x' = x + 1]_x /\ WF_x(x' = x + 1)
====
