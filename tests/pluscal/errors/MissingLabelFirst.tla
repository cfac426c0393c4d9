---- MODULE MissingLabelFirst ----
EXTENDS Naturals
(* --algorithm MissingLabelFirst {
  variables x = 0;
  process (P \in 1..2) {
    x := x + 1;
    B: x := 0
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
