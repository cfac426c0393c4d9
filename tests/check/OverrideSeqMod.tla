---- MODULE OverrideSeqMod ----
EXTENDS Naturals, Sequences
CONSTANT Vals
VARIABLE s
LocalCap == 3
Room == Len(s) < LocalCap
Grow == Room /\ s' \in Seq(Vals) /\ Len(s') = Len(s) + 1
====
