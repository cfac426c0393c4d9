---- MODULE LabelInMacro ----
EXTENDS Naturals
(* --algorithm LabelInMacro
variables x = 0;
macro M()
begin
  L: x := x + 1;
end macro;
begin
  A: M();
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
