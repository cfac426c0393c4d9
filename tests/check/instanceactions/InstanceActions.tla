---- MODULE InstanceActions ----
\* TLC splits the next-state relation into actions through \/, \E and
\* definitions applied to constants, but not inside a SubstInNode: a
\* definition of a module INSTANCEd with substitutions (explicit or
\* implicit) is one action, named as SANY names it there (Alg!Assign(2),
\* M!In!Assign(5), P!Reset) and located at the outermost INSTANCE, in the
\* module that uses it. tlars named them by the inner definitions.
EXTENDS Naturals
VARIABLE x
Alg == INSTANCE IAInner
M == INSTANCE IAMid WITH y <- x
P(k) == INSTANCE IAInner
Init == x = 0
Next == \/ \E i \in {1, 2} : Alg!Assign(i)
        \/ M!Step
        \/ P(3)!Reset
        \/ M!In!Assign(5)
        \/ Alg!Next
Inv == x < 8
NotTwo == x # 2
NotFive == x # 5
====
