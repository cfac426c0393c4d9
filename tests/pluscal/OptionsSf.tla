---- MODULE OptionsSf ----
EXTENDS Naturals
\* PlusCal options (-sf)
(* --algorithm OptionsSf {
  variables x = 0;
  {
    A: while (x < 2) {
         x := x + 1
       };
    B: x := 10
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
