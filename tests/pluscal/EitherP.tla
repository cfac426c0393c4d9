---- MODULE EitherP ----
EXTENDS Naturals
(* --algorithm EitherP
variables x = 0, y = 0;
begin
  A: either
       x := 1;
     or
       y := 1;
     or
       x := 2;
       y := 2;
     end either;
  B: either
       x := x + 1;
  Mid: y := y + 1;
     or
       skip;
     end either;
  C: y := x + y;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
