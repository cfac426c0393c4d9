---- MODULE Collections ----
EXTENDS Naturals, Sequences, FiniteSets
Sets == <<{3, 1, 2} \cup {2, 4}, {1, 2, 3} \ {2}, {1, 2} \cap {2, 3}, SUBSET {1, 2}, UNION {{1}, {2, 3}}>>
Members == <<2 \in 1..3, <<1>> \in Seq({1}), [a |-> 1] \in [a : Nat], 0 \notin Nat>>
MemberOfFunctions == 0 \in [{1} -> Nat]
MemberOfRecords == <<0>> \in [a : Nat]
EqualityAcrossKinds == 1 = "a"
\* (TLC builds this set lazily and fails only when it is normalized, with
\* another message; an error either way.)
SetOfMixed == {1, "a"}
Seqs == <<Append(<<1>>, 2), <<1, 2>> \o <<3>>, Head(<<4, 5>>), Tail(<<4, 5>>), SubSeq(<<1, 2, 3>>, 2, 3), Len(<<>>)>>
HeadOfEmpty == Head(<<>>)
Functions == <<[x \in 1..3 |-> x * x], DOMAIN [a |-> 1, b |-> 2], [[a |-> 1] EXCEPT !.a = 2]>>
ApplyOutside == [x \in 1..3 |-> x][4]
IndexOutside == <<10, 20>>[3]
\* (TLC's words for r.b: "Attempted to select nonexistent field "b" from the
\* record"; tlars gives those of r["b"].)
MissingField == [a |-> 1].b
ApplyNonFunction == 3[1]
Cardinalities == <<Cardinality({}), Cardinality(1..10), Cardinality(SUBSET (1..3))>>
====
