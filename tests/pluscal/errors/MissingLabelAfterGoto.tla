---- MODULE MissingLabelAfterGoto ----
EXTENDS Naturals
(* --algorithm MissingLabelAfterGoto {
  variables x = 0;
  {
    A: x := x + 1;
       goto B;
       x := 0;
    B: x := 5
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
