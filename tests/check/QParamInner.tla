---- MODULE QParamInner ----
CONSTANT T
VARIABLE v
Ok == T
====
