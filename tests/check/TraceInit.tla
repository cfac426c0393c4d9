---- MODULE TraceInit ----
\* Trace needs every variable to have a value: in Init before that, an error.
EXTENDS Naturals, Sequences, TLCExt
VARIABLE x
Init == Len(Trace) = 0 /\ x = 0
Next == x' = x
====
