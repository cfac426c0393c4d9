---- MODULE PrintAssertP ----
EXTENDS Naturals, TLC
(* --algorithm PrintAssertP
variables x = 1, y = 2;
begin
  A: print <<"x is", x>>;
     x := x + 1;
  B: assert x = 2;
     print y;
  C: assert x + y = 4;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
