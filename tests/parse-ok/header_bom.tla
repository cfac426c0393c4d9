---- MODULE header_bom ----
\* A byte order mark before the header (SANY skips whatever comes before it).
A == 1
====
