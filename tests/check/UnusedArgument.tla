---- MODULE UnusedArgument ----
\* An operator's argument is substituted, not evaluated at the call: an
\* argument that cannot be evaluated is an error only if the body uses it.
EXTENDS Naturals, Sequences
VARIABLE q
PutIf(ok, s, e) == IF ok THEN Append(s, e) ELSE s
Guarded(s, e) == Len(s) < 2 /\ q' = Append(s, e)
Init == q = <<>>
Next == \/ Guarded(q, Len(q) + 1)
        \/ q' = PutIf(FALSE, q, <<>> % 2)
\* The argument is used: its error is reported where it is written.
NextUsed == q' = PutIf(Len(q) = 0, q, <<>> % 2)
====
