---- MODULE unclosed_paren ----
EXTENDS Naturals
Foo(x) == (x + 1
Bar == 2
====
