---- MODULE level_instance_param ----
\* Through `I(z) == INSTANCE M WITH y <- z`, z takes the limit M puts on
\* y: primed in Step and in the theorem Moves, so I(x')!Step is refused
\* (SANY: "Level error in applying operator I!Step: The level of argument
\* 1 exceeds the maximum level allowed by the operator.").
EXTENDS Naturals
VARIABLE x
I(z) == INSTANCE LevelPrimed WITH y <- z
Ok == I(x)!Step /\ I(x + 1)!Stays(3)
Bad == I(x')!Step
THEOREM I({x'})!Moves
====
