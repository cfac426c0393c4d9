---- MODULE InfiniteSetState ----
\* A state holding an infinite set (Seq({1})) cannot be fingerprinted: TLC's
\* error, never a fingerprint that Seq({2}) would share, which would merge
\* the two states and report success where the invariant fails.
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = Seq({1})
Next == x' = Seq({2})
Inv == <<1>> \in x
====
