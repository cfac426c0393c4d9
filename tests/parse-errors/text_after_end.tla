Text before the module is ignored.
---- MODULE text_after_end ----
A == (1
====
Text after the module is ignored too: ( [ {
