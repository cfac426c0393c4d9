---- MODULE missing_end_nested ----
---- MODULE Inner ----
X == 1
====
Y == 2
