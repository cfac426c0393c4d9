---- MODULE MissingLabelAfterCall ----
EXTENDS Naturals
(* --algorithm MissingLabelAfterCall
variables x = 0;
procedure P()
begin
  P1: x := x + 1;
      return;
end procedure;
begin
  A: call P();
     x := 0;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
