---------------------- MODULE IrsaOperatorLiveness ----------------------
(* The seed's Spec has [](TypeOk) as a conjunct, which TLC cannot check    *)
(* as part of a specification. This module checks the seed's properties    *)
(* for the same system without it (TypeOk stays an invariant).             *)
EXTENDS IrsaOperator

LiveSpec == Init /\ [][Next]_vars /\ Fairness
=============================================================================
