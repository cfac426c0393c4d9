---- MODULE instance_subst_primed ----
\* SANY: in a module with variables, a VARIABLE can only be replaced by a
\* state function, never by an action such as y'.
EXTENDS Naturals
VARIABLE y
---- MODULE Inner ----
VARIABLE v
Bump == v' = v
====
I == INSTANCE Inner WITH v <- y'
====
