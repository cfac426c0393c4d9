---- MODULE CompiledBinders ----
\* Several bound variables whose later sets mention locals (an operator's
\* parameters, a LET value, an \E's variable, a split action's
\* parameter): each set is read where the variables before it are bound,
\* as the locals are numbered there. Compiled code once read the second
\* set one local off (RealQuicksort of TLC's suite), giving wrong states.
EXTENDS Naturals, FiniteSets
VARIABLES x, y
Init == x = 0 /\ y = 0

Pairs(S, T) == {<<a, b>> : a \in S, b \in T}
Below(S, T) == \A a \in S, b \in T : a < b
Table(S, T) == [a \in S, b \in T |-> a * b]

Step(lo) == LET hi == {lo + 2, lo + 3} IN
              /\ \A a \in {lo}, b \in hi : a < b
              /\ \E a \in {lo, x % 2}, b \in hi \ {x} :
                   /\ x' = (x + a + b) % 7
                   /\ y' = Cardinality(Pairs({x}, hi)) + Table({lo}, hi)[lo, lo + 2]
Sorted == \E lo \in {0, 1} :
            LET hi == {1, 2, 3} \ {lo} IN
              \E v \in {w \in {<<1, 2>>, <<2, 1>>} : \A i \in {1}, j \in {k \in hi : k = 2} : w[i] <= w[j]} :
                /\ x' = v[1] + lo
                /\ y' = y
Ordered == \E lo \in {{1}} :
             LET hi == {1, 2} \ lo IN
               \E v \in {w \in {<<1, 2>>, <<2, 1>>} : \A i \in lo, j \in hi : w[i] <= w[j]} :
                 x' = v[1] /\ y' = v[2]
Next == (\E lo \in {0, 1} : Step(lo)) \/ Sorted \/ Ordered
Inv == /\ Below({x}, {x + 1})
       /\ ~Below({x + 1}, {x})
       /\ Cardinality(Pairs({x, y}, {x + 1})) \in 1..2
====
