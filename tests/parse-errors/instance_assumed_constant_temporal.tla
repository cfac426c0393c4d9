---- MODULE instance_assumed_constant_temporal ----
\* SANY: a CONSTANT that an ASSUME or an ASSUME/PROVE of a module mentions
\* (directly or through a definition) can be instantiated with an action,
\* never with a temporal formula, even when that module has no variables.
VARIABLE x
Ok == INSTANCE AssumedConstants WITH C <- x', D <- x', E <- [](x = 0)
BadC == INSTANCE AssumedConstants WITH C <- [](x = 0), D <- TRUE, E <- TRUE
BadD == INSTANCE AssumedConstants WITH C <- TRUE, D <- <>(x = 0), E <- TRUE
====
