---- MODULE UnknownProcedure ----
EXTENDS Naturals
(* --algorithm UnknownProcedure
variables x = 0;
procedure P()
begin
  P1: return;
end procedure;
begin
  A: call Q();
  B: x := 1;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
