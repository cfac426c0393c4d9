---- MODULE missing_body_last ----
A == 1
B ==
====
