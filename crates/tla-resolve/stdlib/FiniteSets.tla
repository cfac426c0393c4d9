--------------------------- MODULE FiniteSets ---------------------------
\* Finiteness and size of sets.
\*
\* Part of the tlars standard library.  tlars evaluates both operators
\* natively; the definitions below give their meaning.  Naturals and
\* Sequences are instantiated LOCALly: used here, not exported.

LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences

IsFiniteSet(S) == \E s \in Seq(S) : \A x \in S : \E i \in 1 .. Len(s) : s[i] = x
  \* TRUE iff S is finite, i.e. some finite sequence lists all its elements.

Cardinality(S) ==
  CHOOSE n \in Nat :
    \E f \in [1 .. n -> S] :
      /\ \A x \in S : \E i \in 1 .. n : f[i] = x
      /\ \A i, j \in 1 .. n : f[i] = f[j] => i = j
  \* The number of elements of a finite set S (the n such that 1 .. n
  \* and S are in one-to-one correspondence).  Unspecified if S is infinite.
=============================================================================
