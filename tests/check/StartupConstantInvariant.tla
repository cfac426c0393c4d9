---- MODULE StartupConstantInvariant ----
\* TLC evaluates every definition without arguments once at startup when its
\* level bound is constant, and keeps the value if the evaluation succeeds.
\* An operator given as an argument (LAMBDA or named) does not raise that
\* bound: SelectSeq(<<>>, LAMBDA ...) never applies the LAMBDA, so the
\* invariant below is the constant FALSE (exit 151), while the same
\* expression over <<1>> reads x and is checked in each state.
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
NeverApplied == SelectSeq(<<>>, LAMBDA k : x = 5) = <<1>>
Applied == SelectSeq(<<1>>, LAMBDA k : x = 1) = <<>>
====
