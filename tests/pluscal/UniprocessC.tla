---- MODULE UniprocessC ----
EXTENDS Naturals
(* --algorithm UniprocessC {
  variables x = 0, y \in {1, 2}, z = x + y;
  {
    A: x := x + y;
    B: z := x;
       skip;
    C: y := y - 1
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
