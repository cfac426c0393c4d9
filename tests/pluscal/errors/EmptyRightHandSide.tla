---- MODULE EmptyRightHandSide ----
EXTENDS Naturals
(* --algorithm EmptyRightHandSide
variables x = 0;
begin
  A: x := ;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
