---- MODULE EvaluatedSetMembership ----
\* A module's failure inside the membership test of a set TLC's evaluator
\* made (SUBSET S, [a : S], [S -> T], S \X T) is that set's fingerprint
\* exception, an error of TLC's evaluator: exit 75 in Next. The same
\* failure asked of the module's own set (STRING, Seq(S)) keeps the
\* module's status, 255.
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = 0
InSubset == {0} \in SUBSET STRING /\ x' = x
InRecords == [a |-> 0] \in [a : STRING] /\ x' = x
InFunctions == <<0>> \in [{1} -> STRING] /\ x' = x
InProduct == <<0, 1>> \in STRING \X Nat /\ x' = x
InStrings == 0 \in STRING /\ x' = x
InSeq == <<0>> \in Seq(STRING) /\ x' = x
====
