---- MODULE OverridesUnnamed ----
\* An unnamed INSTANCE imports the definitions of a parameter-free module
\* (Sequences' Seq) as themselves, so `Seq <- BoundedSeq` reaches the
\* instanced module; it copies those of a module with parameters, so
\* `LocalCap <- MyCap` replaces only the root's own references to it.
EXTENDS Naturals
CONSTANT Vals
VARIABLE s
INSTANCE OverrideSeqMod
BoundedSeq(S) == UNION {[1..n -> S] : n \in 0..4}
MyCap == 1
Init == s = <<>>
Next == \/ Grow
        \/ Len(s) < LocalCap /\ s' = s \o s
====
