---- MODULE DoubleAssign ----
EXTENDS Naturals
(* --algorithm DoubleAssign
variables x = 0;
begin
  A: x := 1;
     x := 2;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
