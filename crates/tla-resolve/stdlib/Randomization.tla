--------------------------- MODULE Randomization ------------------------
\* Pseudo-random choice of subsets, e.g. for checking inductive
\* invariants on a random sample of states.  Choices are reproducible in
\* breadth-first model checking (they depend on the current state) and
\* independent in simulation.
\*
\* Part of the tlars standard library.  RandomSubset and
\* RandomSetOfSubsets are evaluated natively by tlars; their bodies only
\* state what kind of value results.  Naturals and FiniteSets are
\* instantiated LOCALly: used here, not exported.

LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
-------------------------------------------------------------------------
RandomSubset(k, S) ==
  CHOOSE T \in {U \in SUBSET S : Cardinality(U) = k} : TRUE
  \* A pseudo-randomly chosen k-element subset of the finite set S.
  \* Native.

RandomSetOfSubsets(k, n, S) ==
  CHOOSE T \in {V \in SUBSET SUBSET S : Cardinality(V) \leq k} : TRUE
  \* A pseudo-random set of at most k subsets of S: k subsets are drawn,
  \* each containing every element of S with probability
  \* n / Cardinality(S); duplicates collapse.  Native.

TestRandomSetOfSubsets(k, n, S) ==
  << Cardinality(RandomSetOfSubsets(k, n, S)),
     Cardinality(RandomSetOfSubsets(k, n, S)),
     Cardinality(RandomSetOfSubsets(k, n, S)),
     Cardinality(RandomSetOfSubsets(k, n, S)),
     Cardinality(RandomSetOfSubsets(k, n, S)) >>
  \* The sizes of five independent draws of RandomSetOfSubsets(k, n, S),
  \* to see how many distinct subsets a given k actually yields.
=============================================================================
