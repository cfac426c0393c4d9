---- MODULE GotoC ----
EXTENDS Naturals
(* --algorithm GotoC {
  variables x = 0;
  {
    A: x := x + 1;
       if (x < 3) goto A;
    B: if (x = 3) {
         x := 10;
         goto Done
       } else goto C;
    C: x := 0;
       goto B
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
