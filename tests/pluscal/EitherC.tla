---- MODULE EitherC ----
EXTENDS Naturals
(* --algorithm EitherC {
  variables x = 0, y = 0;
  {
    A: either x := 1
       or y := 1
       or { x := 2; y := 2 };
    B: either {
         x := x + 1;
    Mid: y := y + 1
       } or skip;
    C: y := x + y
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
