Text before ------MODULEheader_glued ------
\* `MODULE` may run into the name, as SANY reads `------MODULE` as one token.
A == 1
====
