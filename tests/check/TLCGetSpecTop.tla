---- MODULE TLCGetSpecTop ----
\* TLC takes the SPECIFICATION's own body apart, whatever its level: with
\* SPECIFICATION Init the initial predicates are Init's conjuncts, unnamed;
\* with SPECIFICATION Wrap (Wrap == Init) the predicate is Init, kept whole.
\* An application with arguments (PrintT here) is unnamed too.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0 /\ PrintT(TLCGet("spec").inits)
Wrap == Init
====
