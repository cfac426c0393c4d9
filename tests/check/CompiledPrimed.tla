---- MODULE CompiledPrimed ----
\* Primed expressions that are not a variable (`f[p]'`, `(x + y)'`, an
\* operator's body or a LET inside the prime, an argument substituted into
\* a prime, a bound variable read inside one), in guards after the
\* assignments they read, as Huang's SendMsg writes `weight[p]'`.
\* The error model primes a variable before the action gives it a value.
EXTENDS Naturals, Sequences
VARIABLES f, x, y, log
P == 1..2
Sum(a, b) == a + b
Total == x + y
Init == f = [p \in P |-> 0] /\ x = 0 /\ y = 0 /\ log = <<>>
Step(p) == /\ f' = [f EXCEPT ![p] = (@ + 1) % 3]
           /\ x' = x
           /\ f[p]' # 2 \/ x' = 0
           /\ y' = (y + f[p]') % 3
           /\ log' = IF Len(log) < 2 THEN Append(log, (x + y)') ELSE log
Move == \E q \in P :
          /\ x' = (x + q) % 3
          /\ y' = y
          /\ f' = f
          /\ LET s == Sum(x, y) IN Sum(x, y)' >= s
          /\ (LET t == x + q IN t # 5)'
          /\ log' = IF Len(log) < 2 THEN Append(log, Total' + f[q]) ELSE log
\* (A LET value defined outside the prime: TLA+ substitutes, u' is
\* (x + y)'; left to the interpreter.)
Shift == /\ x' = (x + 1) % 3
         /\ UNCHANGED <<f, log>>
         /\ y' = (y + 2) % 3
         /\ LET u == x + y IN u' = x' + y'
Next == (\E p \in P : Step(p)) \/ Move \/ Shift
Inv == Len(log) <= 2
EarlyPrime == /\ f' = f
              /\ log' = <<>>
              /\ x' = (y + 1)' % 3
              /\ y' = y
====
