---- MODULE LivenessEvalError ----
\* TLC evaluates the predicates of temporal properties while it searches:
\* after exploring a state, those of the tableau on its successors, the
\* fairness conditions on the state itself. An error stops the search
\* there, with the behaviour up to the explored state.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x

Weights == [i \in 1..3 |-> 10 * i]

\* Fails on x = 3, a successor of x = 2.
HeavyEventually == <>(Weights[x + 1] > 100)

\* Fails once x = 3 itself is explored.
FairSpec == Spec /\ WF_x(Weights[x + 1] > 0 /\ Next)
ReachesThree == <>(x = 3)

\* An Assert that fails keeps its own exit status.
Bounded == <>(Assert(x < 3, "x is too big") /\ x = 5)
====
