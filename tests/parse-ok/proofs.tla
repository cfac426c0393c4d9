---- MODULE proofs ----
EXTENDS Naturals, TLAPS
CONSTANT N
ASSUME NAssumption == N \in Nat

Double(n) == n + n

THEOREM DoubleIsNat == \A n \in Nat : Double(n) \in Nat
  BY DEF Double

LEMMA Simple == ASSUME NEW m \in Nat, m > 0
                PROVE  m - 1 \in Nat
  OBVIOUS

THEOREM Stepwise == N + 0 = N
<1>1. N \in Nat
  BY NAssumption
<1>2. N + 0 = N
  <2>1. N + 0 = N
    BY <1>1
  <2>. QED
    BY <2>1
<1> QED
  BY <1>2

THEOREM Omitted == TRUE
PROOF OMITTED

THEOREM WithCases == \A n \in Nat : n = 0 \/ n > 0
<1> SUFFICES ASSUME NEW n \in Nat PROVE n = 0 \/ n > 0
  OBVIOUS
<1>1. CASE n = 0
  OBVIOUS
<1>2. CASE n # 0
  OBVIOUS
<1> QED
  BY <1>1, <1>2

THEOREM Witness == \E n \in Nat : n = 1
<1>1. 1 \in Nat
  OBVIOUS
<1> QED
  BY <1>1
====
