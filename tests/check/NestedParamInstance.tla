---- MODULE NestedParamInstance ----
\* An INSTANCE inside a parameterized instance's module: the substitutions
\* reach the inner module through the outer parameter (P(n)'s n), and a
\* temporal property whose initial predicate cannot be evaluated fails as
\* TLC fails, while it computes the initial states.
EXTENDS Naturals, TLC
VARIABLE s

  ---- MODULE Machine ----
  VARIABLE st
  Start(ids) == st = [u \in ids |-> 0]
  Step(u) == st' = [st EXCEPT ![u] = 1]
  ====

  ---- MODULE User ----
  CONSTANT Ids
  VARIABLE st
  M == INSTANCE Machine
  Init == M!Start(Ids)
  Next == \E u \in Ids : M!Step(u)
  Spec == Init /\ [][Next]_st
  ====

Init == s = [u \in 1..2 |-> 0]
Next == \E u \in 1..2 : s' = [s EXCEPT ![u] = 1]
Spec == Init /\ [][Next]_s
P(n) == INSTANCE User WITH Ids <- {n}, st <- n :> s[n]
Refines == P(2)!Spec
RefinesAll == \A n \in {1, 2} : P(n)!Spec
Beyond == \A n \in {3} : P(n)!Spec
====
