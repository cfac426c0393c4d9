---- MODULE case_without_arrow ----
A(x) == CASE x = 1 -> "one"
          [] x = 2 "two"
B == 2
====
