---- MODULE MissingLabelAfterIfCall ----
EXTENDS Naturals
(* --algorithm MissingLabelAfterIfCall {
  variables x = 0;
  procedure P() {
    P1: x := x + 1;
        return
  }
  {
    A: if (x = 0) call P();
       x := 2
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
