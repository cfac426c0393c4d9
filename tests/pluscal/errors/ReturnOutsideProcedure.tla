---- MODULE ReturnOutsideProcedure ----
EXTENDS Naturals
(* --algorithm ReturnOutsideProcedure
variables x = 0;
begin
  A: x := 1;
     return;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
