------------------------------- MODULE Bags -----------------------------
\* Bags (multisets).  A bag is a function from its elements to positive
\* integers: B[e] is the number of copies of e in bag B, and e is in B
\* iff e \in DOMAIN B.
\*
\* Part of the tlars standard library.  tlars may evaluate these
\* operators natively; the definitions below give their meaning.  Like
\* TLC's version this module EXTENDS TLC, so everything TLC exports is
\* exported from here too.  Naturals is instantiated LOCALly.
\*
\* The lexer maps  (+)  to  \oplus  and  (-)  to  \ominus , so the
\* canonical spellings are used in the definitions.

EXTENDS TLC
LOCAL INSTANCE Naturals

LOCAL Total(f) ==
  LET RECURSIVE AddUp(_)
      AddUp(D) == IF D = {} THEN 0
                  ELSE LET x == CHOOSE y \in D : TRUE
                       IN  f[x] + AddUp(D \ {x})
  IN  AddUp(DOMAIN f)
  \* The sum of all values of f, a function with finite domain whose
  \* values are numbers.

-------------------------------------------------------------------------
IsABag(B) == B \in [DOMAIN B -> Nat \ {0}]
  \* TRUE iff B is a bag: a function whose values are positive integers.

BagToSet(B) == DOMAIN B
  \* The set of elements that occur in B at least once.

SetToBag(S) == [e \in S |-> 1]
  \* The bag with exactly one copy of each element of the set S.

BagIn(e, B) == e \in DOMAIN B
  \* TRUE iff at least one copy of e is in B.

EmptyBag == [e \in {} |-> 1]
  \* The bag with no elements.

CopiesIn(e, B) == IF e \in DOMAIN B THEN B[e] ELSE 0
  \* The number of copies of e in B (0 if none).

B1 \oplus B2 ==
  [e \in (DOMAIN B1) \cup (DOMAIN B2) |-> CopiesIn(e, B1) + CopiesIn(e, B2)]
  \* Bag sum, also written  B1 (+) B2 : copies are added up.

B1 \ominus B2 ==
  [e \in {x \in DOMAIN B1 : CopiesIn(x, B2) < B1[x]} |->
     B1[e] - CopiesIn(e, B2)]
  \* Bag difference, also written  B1 (-) B2 : for each copy of e in B2
  \* one copy of e is removed from B1, down to no copies at all.

BagUnion(S) ==
  [e \in UNION {DOMAIN B : B \in S} |-> Total([B \in S |-> CopiesIn(e, B)])]
  \* The bag sum of all the bags in the finite set S.

B1 \sqsubseteq B2 == \A e \in DOMAIN B1 : B1[e] \leq CopiesIn(e, B2)
  \* Sub-bag: B2 has at least as many copies of every element as B1.

SubBag(B) ==
  UNION { {SB \in [D -> UNION {1 .. B[e] : e \in D}] :
             \A e \in D : SB[e] \leq B[e]}
          : D \in SUBSET DOMAIN B }
  \* The set of all bags SB with SB \sqsubseteq B.

BagOfAll(F(_), B) ==
  [y \in {F(x) : x \in DOMAIN B} |->
     Total([x \in {z \in DOMAIN B : F(z) = y} |-> B[x]])]
  \* The image of B under F: each copy of e in B gives one copy of F(e).

BagCardinality(B) == Total(B)
  \* The total number of copies of all elements of the finite bag B.
=============================================================================
