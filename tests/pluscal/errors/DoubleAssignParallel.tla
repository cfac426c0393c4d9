---- MODULE DoubleAssignParallel ----
EXTENDS Naturals
(* --algorithm DoubleAssignParallel {
  variables x = 0, y = 0;
  {
    A: x := 1 || y := 2 || x := 3
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
