---- MODULE record_mixed ----
A == [a |-> 1, b : {2}]
====
