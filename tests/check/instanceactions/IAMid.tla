---- MODULE IAMid ----
EXTENDS Naturals
VARIABLE y
In == INSTANCE IAInner WITH x <- y
Step == In!Next
====
