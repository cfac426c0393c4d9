---- MODULE LabelInWith ----
EXTENDS Naturals
(* --algorithm LabelInWith
variables x = 0;
begin
  A: with y \in {1, 2} do
       x := y;
  B:   x := x + 1;
     end with;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
