---- MODULE LevelPrimed ----
\* For level_instance_param: y is primed here, so what an INSTANCE
\* substitutes for y may be at most a state expression.
VARIABLE y
Step == y' = <<y>>
THEOREM Moves == y' # y
Stays(v) == v = y
====
