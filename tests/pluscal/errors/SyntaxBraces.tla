---- MODULE SyntaxBraces ----
EXTENDS Naturals
(* --algorithm SyntaxBraces {
  variables x = 0;
  {
    A: while (x < 2) {
         x := x + 1
    B: x := 0
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
