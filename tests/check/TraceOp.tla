---- MODULE TraceOp ----
\* TLCExt's Trace: the behaviour from an initial state to the current one,
\* as records of the variables; in Next the state explored, in an
\* invariant or constraint the successor checked.
EXTENDS Naturals, Sequences, TLCExt, TLC
VARIABLE x, y
Init == x = 0 /\ y = "a"
Next == /\ Len(Trace) <= 3
        /\ x' = x + 1
        /\ y' = IF Len(Trace) = 2 THEN "b" ELSE y
InvLength == Len(Trace) = x + 1
InvLast == Trace[Len(Trace)] = [x |-> x, y |-> y]
InvFirst == Trace[1].x = 0
Bounded == x < 3 \/ Trace[2].y = "b"
InitTrace == Len(Trace) = 1 /\ x = 0 /\ y = "a"
====
