-- ---- MODULE header_split ----
\* SANY finds `----` (four or more), spaces, `MODULE` anywhere: here after `-- `.
A == 1
====
