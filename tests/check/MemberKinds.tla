---- MODULE MemberKinds ----
\* TLC's lazy sets of functions, records and tuples, and SUBSET, raise an
\* error when asked about a value of another kind (other than an untyped
\* model value), instead of answering FALSE.
EXTENDS Naturals
CONSTANT m
VARIABLE x
Init == x = 0
Next == x' = 1 - x
IntInFunctions == x \in [{1, 2} -> Nat]
TupleInRecords == <<x>> \in [a : Nat]
EmptyTupleInRecords == ~(<<>> \in [a : Nat])
RecordInTuples == [a |-> x] \in Nat \X Nat
IntInSubset == x \in SUBSET Nat
ModelValueInFunctions == ~(m \in [{1} -> Nat]) /\ ~(m \in [a : Nat]) /\ ~(m \in Nat \X Nat)
====
