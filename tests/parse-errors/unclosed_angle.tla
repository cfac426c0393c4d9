---- MODULE unclosed_angle ----
t == <<1, <<2, 3>>
u == 3
====
