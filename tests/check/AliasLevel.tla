---- MODULE AliasLevel ----
\* An ALIAS is evaluated at each state of a trace with TLCGet("level") the
\* state's position in the behaviour (trace validation specs show the log
\* line of each state this way).
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = x + 1
Shown == [x |-> x, level |-> TLCGet("level")]
Inv == x < 3
====
