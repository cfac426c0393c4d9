---- MODULE missing_body ----
A ==
B == 2
====
