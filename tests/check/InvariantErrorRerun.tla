---- MODULE InvariantErrorRerun ----
\* After an invariant fails to evaluate in a successor, TLC computes the step
\* again from its predecessor to record the call stack. The rerun admits the
\* successors after the failing one (distinct and queue grow) and checks
\* them; an error it meets decides the exit status (75 runtime, 255 module
\* operator, 14 assertion), a violation it meets leaves 76.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
Init == x = 0
Next == x' \in {1, 2, 3, 4}
\* A later action whose enumeration fails: the rerun meets it.
NextFailing == (x' \in {1, 2}) \/ (x' = CHOOSE n \in {} : TRUE)
Small == x # 1

Check(two, three) == CASE x = 0 -> TRUE [] x = 1 -> x[1] = 2 [] x = 2 -> two [] x = 3 -> three [] OTHER -> TRUE
RuntimeLater == Check(TRUE, x[1] = 2)
ModuleLater == Check(Head(<<>>) = 1, TRUE)
ViolatedLater == Check(FALSE, x[1] = 2)
AssertLater == Check(Assert(FALSE, "later"), TRUE)
OnlyFirst == Check(TRUE, TRUE)
====
