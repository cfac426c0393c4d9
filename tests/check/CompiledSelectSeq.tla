---- MODULE CompiledSelectSeq ----
\* SelectSeq with its test passed as a LET operator reading the LET's
\* scope, a definition by name, and a LAMBDA, compiled (issue 35); a test
\* that is not boolean-valued is TLC's error (the .error configuration).
EXTENDS Naturals, Sequences
VARIABLES q, n
Init == q = <<>> /\ n = 0
IsEven(v) == v % 2 = 0
Push == /\ Len(q) < 4
        /\ q' = Append(q, n)
        /\ n' = (n + 1) % 3
Drop == LET keep(v) == v # n IN
          /\ q # <<>>
          /\ q' = SelectSeq(q, keep)
          /\ n' = Len(SelectSeq(q, IsEven)) % 3
Odd == /\ q' = SelectSeq(q, LAMBDA v : v % 2 = 1)
       /\ UNCHANGED n
Next == Push \/ Drop \/ Odd
Inv == Len(SelectSeq(q, LAMBDA v : v > n)) <= Len(q)
Bad == Len(SelectSeq(q, LAMBDA v : v + 1)) >= 0
====
