---- MODULE IfElseC ----
EXTENDS Naturals
(* --algorithm IfElseC {
  variables x \in 0..3, y = 0;
  {
    A: if (x = 0) y := 1
       else if (x = 1) { y := 2 }
       else if (x = 2) skip
       else { y := 3 };
    B: if (y > 1) {
         y := y - 1;
    Inner: y := y + 10
       } else {
         x := 0
       };
    C: if (x > y) { x := y };
       y := y + 1
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
