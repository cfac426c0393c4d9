---- MODULE FunctionKeySearch ----
\* TLC searches a function's domain for a key: a domain of 32 elements
\* or more by halves (comparing, which fails for typed model values of
\* another type, beginning with the middle element), a smaller one
\* element by element (checking equality). EXCEPT searches too, and only
\* leaves the function unchanged once the search found nothing.
EXTENDS Integers, Sequences, TLC, TLCExt
Small == [m \in {TLCModelValue("A_" \o ToString(n)) : n \in 1..3} |-> 0]
Big == [m \in {TLCModelValue("A_" \o ToString(n)) : n \in 1..40} |-> 0]
ASSUME AssertError("Attempted to check equality of the differently-typed model values A_1 and B_b", Small[TLCModelValue("B_b")])
ASSUME AssertError("Attempted to compare the differently-typed model values A_20 and B_b", Big[TLCModelValue("B_b")])
ASSUME AssertError("Attempted to compare the differently-typed model values A_20 and B_b", [Big EXCEPT ![TLCModelValue("B_b")] = 1])
ASSUME [[n \in 1..40 |-> n] EXCEPT ![41] = 0] = [n \in 1..40 |-> n]
VARIABLE v
Init == v = Big
Next == UNCHANGED v
Inv == v = [v EXCEPT ![TLCModelValue("B_c")] = 1]
====
