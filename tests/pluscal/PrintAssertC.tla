---- MODULE PrintAssertC ----
EXTENDS Naturals, TLC
(* --algorithm PrintAssertC {
  variables x = 1, y = 2;
  {
    A: print <<"x is", x>>;
       x := x + 1;
    B: assert x = 2;
       print y;
    C: assert x + y = 4
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
