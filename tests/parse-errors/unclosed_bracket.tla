---- MODULE unclosed_bracket ----
VARIABLE f
Foo == [f EXCEPT ![1] = 2
Bar == 2
====
