---- MODULE crlf_line_endings ----
A == 1
B == (2
C == 3
====
