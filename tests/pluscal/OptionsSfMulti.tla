---- MODULE OptionsSfMulti ----
EXTENDS Naturals
\* PlusCal options (sf)
(* --algorithm OptionsSfMulti {
  variables x = 0;
  process (P \in 1..2) {
    A: x := x + 1;
    B: await x = 2
  }
  process (Q = 0) {
    C: await x >= 1
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
