---- MODULE PickSucc ----
\* TLCExt's PickSuccessor(exp) as an action constraint: TRUE where exp is;
\* on a step where it is FALSE the user is asked, on standard input, whether
\* to take the step (here there is no answer: TLC's error, exit 75 and its
\* counts; TLC's trace stops at the state explored, tlars shows the step
\* it asked about).
EXTENDS Naturals, TLCExt
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 4
Always == PickSuccessor(TRUE)
Ask == PickSuccessor(x' < 2)
====
