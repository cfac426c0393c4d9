---- MODULE ErrorKinds ----
\* TLC's exit status after an evaluation error depends on where it happens
\* and on who raised it: TLC's evaluator (75), a standard module's operator
\* (255 in the next-state relation), Assert (14); in the initial states
\* always 75, in an invariant of a successor state 76.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
\* A standard module's operator fails: exit 255.
NextModule == x < 2 /\ x' = x + 1 /\ Len(Tail(SubSeq(<<x>>, 1, x))) = 0
\* TLC's evaluator fails (a record applied outside its domain): exit 75.
NextRuntime == x < 2 /\ x' = x + 1 /\ [a |-> 1][IF x = 1 THEN "b" ELSE "a"] = 1
\* A module operator given an argument its Java method cannot take (TLC
\* fails to cast a set to an integer): TLC's evaluator fails, exit 75.
NextCast == x < 2 /\ x' = x + 1 /\ 2 * (IF x = 1 THEN {} ELSE 1) = 2
\* Assert of a non-boolean fails the assertion: exit 14.
NextAssert == x < 2 /\ x' = x + 1 /\ Assert(IF x = 1 THEN 7 ELSE TRUE, "not a boolean")
\* Assert in the initial predicate: exit 75, not 14.
InitAssert == x = 0 /\ Assert(x > 5, "too small")
\* An invariant failing in an initial state: exit 75.
InvInit == <<x>> >= 1
\* An invariant failing in a successor: exit 76.
InvNext == x = 0 \/ <<x>> >= 1
\* A state constraint raised by a module operator: exit 255.
ConstraintModule == x = 0 \/ Head(<<>>) = x
\* A constraint failing on an initial state: exit 75, at depth 1.
ConstraintNotBool == IF x = 0 THEN {} ELSE TRUE
====
