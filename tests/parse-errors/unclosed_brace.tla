---- MODULE unclosed_brace ----
S == {1, 2, 3
T == 4
====
