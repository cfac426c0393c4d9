---- MODULE garbage_section ----
A == 1 § 2
B == 3
====
