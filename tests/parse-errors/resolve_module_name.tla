---- MODULE SomethingElse ----
A == 1
====
