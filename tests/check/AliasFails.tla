---- MODULE AliasFails ----
\* TLC evaluates the ALIAS in each state of a trace; where that fails
\* (an operator with arguments fails when it is looked up), the state
\* shows its variables and the message as `_ALIASEvalError`. A value that
\* is not a record leaves the variables shown.
EXTENDS Naturals
VARIABLES x, y
WithArgument(a) == [x |-> a, y |-> y]
Divides == [x |-> x, z |-> 1 \div 0]
NotRecord == x
Init == x = 0 /\ y = "s"
Next == x' = x + 1 /\ y' = y
Inv == x < 2
====
