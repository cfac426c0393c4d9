---- MODULE prefix_minus_after_loose_infix ----
\* Prefix minus after an operator of precedence at most 12, or inside
\* brackets: SANY accepts all of these.
EXTENDS Integers, Sequences, TLC
VARIABLE x
f == [i \in -1..1 |-> i]
A == 7 % -2
B == 1 + -2
C == 1 - -2
D == 1 = -1 /\ 1 # -1 /\ 1 < -2 /\ 1 \leq -1 /\ 1 >= -2
E == {-1} \cup {- -1}
F == <<1, -1>>
G == f[-1]
H == 1 \in -1..1 /\ 1 .. -1 = {}
I == 2 ^ (-1) = 1 * (-2)
J == {1} \X -1
K == x' = -1
L == (1 :> -1) @@ (2 :> -2)
M == IF -1 = 0 THEN -1 ELSE -2
N == 1 \cdot -1
====
