---- MODULE variables_twice ----
\* A declaration repeated with the same kind and arity: SANY warns.
VARIABLES x, x
CONSTANT c
CONSTANTS c, d
CONSTANT F(_)
CONSTANT F(_)
====
