---- MODULE EmptyWithBody ----
EXTENDS Naturals
(* --algorithm EmptyWithBody
variables x = 0;
begin
  A: x := 1;
     with y \in {1, 2} do
     end with;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
