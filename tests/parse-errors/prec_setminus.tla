---- MODULE prec_setminus ----
A(S, T, U) == S \cup T \ U
====
