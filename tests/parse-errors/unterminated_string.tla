---- MODULE unterminated_string ----
s == "hello
t == "fine"
====
