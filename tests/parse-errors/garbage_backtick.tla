---- MODULE garbage_backtick ----
A == `x`
B == 3 ? 4
====
