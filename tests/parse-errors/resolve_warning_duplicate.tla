---- MODULE resolve_warning_duplicate ----
\* SANY only warns when an INSTANCE brings a second definition of a name
\* (same kind and arity): the first one is kept.
---- MODULE Inner ----
Twice(a) == <<a, a>>
====
Twice(a) == <<a, a, a>>
INSTANCE Inner
====
