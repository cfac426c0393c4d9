---- MODULE garbage_dollars ----
A == $$$ 1
B == 3
====
