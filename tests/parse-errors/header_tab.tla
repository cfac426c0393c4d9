----	MODULE header_tab ----
\* Only spaces may separate the dashes from MODULE (SANY: no module begins).
A == 1
====
