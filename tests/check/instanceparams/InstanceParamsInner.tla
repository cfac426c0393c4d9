---- MODULE InstanceParamsInner ----
CONSTANT A(_, _), y
Use(b) == A(y, b)
Both(b) == <<y, b>>
====
