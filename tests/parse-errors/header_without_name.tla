---- MODULE ----
A == 1
====
