----
MODULE header_line_break ----
A == 1
====
