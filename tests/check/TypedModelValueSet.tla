---- MODULE TypedModelValueSet ----
\* Model values named T_x are typed (T): TLC cannot order two of different
\* types, so a set holding both fails where TLC sorts it.
EXTENDS FiniteSets, TLCExt
VARIABLE v
Init == v = 0
Next == UNCHANGED v
Same == Cardinality({TLCModelValue("A_a"), TLCModelValue("A_b")}) = 2
Mixed == Cardinality({TLCModelValue("A_a"), TLCModelValue("B_a")}) = 2
====
