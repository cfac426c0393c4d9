---- MODULE Helper ----
EXTENDS Naturals
HRec == [green |-> 1, red |-> 2, helperword |-> 3]
HS == {"hstr2", "zzhelper", "hstr", "ab"}
====
