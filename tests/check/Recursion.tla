---- MODULE Recursion ----
\* Deep recursion that is legitimate works on any worker thread; recursion
\* without end is an evaluation error at the definition, never a crash.
EXTENDS Naturals
VARIABLE x
RECURSIVE Sum(_)
Sum(n) == IF n = 0 THEN 0 ELSE n + Sum(n - 1)
RECURSIVE Forever(_)
Forever(n) == Forever(n + 1) + 1
Len[n \in Nat] == IF n = 0 THEN 0 ELSE 1 + Len[n - 1]
Init == x = 0
Next == x' = (x + 1) % 3
Deep == Sum(3000 + x) = ((3000 + x) * (3001 + x)) \div 2 /\ Len[2000 + x] = 2000 + x
Runaway == Forever(x) > 0
NextRunaway == Next /\ Runaway
\* A function each of whose values is built from itself: building it
\* recurses without end, and fails once, not once per level.
Self[i \in 0..5] == [j \in 0..1 |-> Self[i][j]]
NextSelf == Next /\ Self[x][0] = 0
\* An action that is itself without end: TLC's enumeration of the actions
\* overflows, a general failure (exit 255).
RECURSIVE Loop
Loop == Loop \/ x' = x + 1
====
