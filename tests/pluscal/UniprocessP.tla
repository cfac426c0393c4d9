---- MODULE UniprocessP ----
EXTENDS Naturals
(* --algorithm UniprocessP
variables x = 0, y \in {1, 2}, z = x + y;
begin
  A: x := x + y;
  B: z := x;
     skip;
  C: y := y - 1;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
