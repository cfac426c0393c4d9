---- MODULE FairAlgorithmC ----
EXTENDS Naturals
(* --fair algorithm FairAlgorithmC {
  variables x = 0;
  process (P \in 1..2) {
    A: x := x + self
  }
  fair+ process (Q = 3) {
    B: await x >= 3;
       x := 0
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
