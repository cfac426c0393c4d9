---- MODULE unterminated_nested_comment ----
A == 1
(* outer (* inner *) the outer comment is still open
B == 2
====
