---- MODULE unterminated_comment ----
A == 1
(* this comment
   never ends
B == 2
====
