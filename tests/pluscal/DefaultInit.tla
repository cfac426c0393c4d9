---- MODULE DefaultInit ----
EXTENDS Naturals
(* --algorithm DefaultInit
variables x, y = 1;
begin
  A: x := y;
  B: y := x + 1;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
