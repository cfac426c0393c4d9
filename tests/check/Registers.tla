---- MODULE Registers ----
\* TLCSet keeps a value in a register of the worker: an integer key from 0,
\* or a string starting "s:"; TLCGet reads it back. Any other key is an
\* error of the TLC module (exit 255); reading a register never set is an
\* evaluation error (exit 75).
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME TLCSet(0, 10) /\ TLCSet("s:count", 0)
Init == x = 0
Next == /\ x < 3
        /\ x' = x + 1
        /\ TLCSet("s:count", TLCGet("s:count") + 1)
        /\ TLCSet(0, TLCGet(0) + x)
\* Each worker starts from the registers ASSUME set and counts what it
\* explores; POSTCONDITION reads every worker's through TLCGet("all") and
\* TLCGet("all:named"). Successors are generated from 0, 1 and 2.
Sum(t) == LET S[i \in 0..Len(t)] == IF i = 0 THEN 0 ELSE S[i - 1] + t[i] IN S[Len(t)]
Final ==
    LET w == TLCGet("config").worker
    IN /\ Sum(TLCGet("all:named")["s:count"]) = 3
       /\ Sum(TLCGet("all")[0]) = 10 * w + 3
NextBadKey == x < 3 /\ x' = x + 1 /\ TLCSet("count", 1)
NextUnset == x < 3 /\ x' = x + 1 /\ TLCGet("s:unset") = 1
====
