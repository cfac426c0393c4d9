---- MODULE CompiledForallCase ----
\* `\A` without primes inside an action, as TLC takes it: each instance of
\* its body a conjunct that may branch, so a disjunction true in two ways
\* in one instance gives the state twice (TLC counts both); the instances
\* in TLC's order (the first, then the last to the second): instance 3 is
\* false before instance 2 would fail. CASE in actions (arms assigning,
\* OTHER) and in values, each arm followed by the conjuncts after it.
EXTENDS Naturals
VARIABLES x, y
Vals == 0..3
Init == x = 0 /\ y = 0

Ok(p, q) == \/ x = 0
            \/ p < q
            \/ p = q /\ y = 0
AllOk == /\ \A q \in Vals \ {1} : Ok(1, q)
         /\ x' = (x + 1) % 4
         /\ UNCHANGED y
Pairs == /\ \A a \in 1..2, b \in {x, y} : a > b \/ b > 0 \/ a = 1
         /\ y' = (y + 1) % 4
         /\ UNCHANGED x
\* Instance 2 divides by zero; instance 3 is false when x > 0 and is taken
\* first (TLC's order; tlars took the second before the third once).
Order == /\ x > 0
         /\ \A i \in 1..3 : IF i = 2 THEN 1 \div (x - x) = 0 ELSE i < 3 \/ x = 0
         /\ x' = x /\ y' = y
Cased == CASE x = 1 -> x' = 2 /\ y' = y
           [] x = 2 /\ y > 1 -> x' = 0 /\ y' = CASE y = 2 -> 0 [] OTHER -> y
           [] OTHER -> /\ x' = x
                       /\ y' \in {y, 3 - y}
                       /\ (x = 0 \/ y = 0)

Next == AllOk \/ Pairs \/ Order \/ Cased
\* A CASE in an action with no condition true and no OTHER: TLC's error,
\* once x is 2.
NoArm == CASE x = 1 -> x' = x /\ y' = y
           [] x = 3 -> x' = 0 /\ y' = y
NextBad == Next \/ NoArm
Inv == CASE x = 3 -> y \in Vals [] x # 3 -> x \in Vals
====
