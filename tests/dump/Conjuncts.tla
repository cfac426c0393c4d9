---- MODULE Conjuncts ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == x' = x + 1 /\ y' = y + 2
Small == y < 5
TypeOK == x \in Nat /\ y \in Nat
Inv == /\ TypeOK
       /\ x < 10
       /\ Small
       /\ y # 7
====
