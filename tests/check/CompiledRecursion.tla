---- MODULE CompiledRecursion ----
\* Recursive operators called by compiled code (issue 35): the first call
\* inlined, the recursive ones calling the body compiled apart with a frame
\* of its own; mutual recursion, also as a conjunct of an action (which
\* TLC enumerates as part of the action: the interpreter's); and an error
\* inside a recursion, with TLC's message (the .error configuration). A
\* function definition that reads the state, passed as a value to a
\* recursive operator, and a state-level definition read several times:
\* each computed once per state.
EXTENDS Naturals, Sequences, FiniteSets
VARIABLES x, s

RECURSIVE SumSeq(_), Even(_), Odd(_), Count(_, _)
SumSeq(q) == IF q = <<>> THEN 0 ELSE Head(q) + SumSeq(Tail(q))
Even(n) == IF n = 0 THEN TRUE ELSE Odd(n - 1)
Odd(n) == IF n = 0 THEN FALSE ELSE Even(n - 1)
Count(n, acc) == IF n = 0 THEN acc ELSE Count(n - 1, acc + 1)

Init == x = 0 /\ s = <<>>
Push == /\ Len(s) < 4
        /\ x' = (x + SumSeq(s) + 1) % 5
        /\ s' = Append(s, IF Even(x) THEN x ELSE 2 * x)
Pop == /\ s # <<>>
       /\ Odd(Len(s)) \/ Len(s) = 4
       /\ s' = Tail(s)
       /\ x' = Count(30 + x, 0) % 5
Next == Push \/ Pop
Doubled[i \in 1..4] == IF i <= Len(s) THEN 2 * s[i] ELSE 0
Total == SumSeq(s)
RECURSIVE SumF(_, _)
SumF(g, n) == IF n = 0 THEN 0 ELSE g[n] + SumF(g, n - 1)
Inv == /\ Total <= 40
       /\ Even(Len(s)) = ~Odd(Len(s))
       /\ SumF(Doubled, 4) = 2 * Total
       /\ Total = 0 \/ Total >= Head(s)

\* Fails once s holds a 0 after its head: 10 \div 0.
RECURSIVE Ratio(_)
Ratio(q) == IF Len(q) < 2 THEN 0 ELSE (10 \div q[2]) + Ratio(Tail(q))
InvBad == Ratio(s) >= 0
====
