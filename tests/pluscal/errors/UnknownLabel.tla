---- MODULE UnknownLabel ----
EXTENDS Naturals
(* --algorithm UnknownLabel
variables x = 0;
begin
  A: x := 1;
     goto Nowhere;
  B: x := 2;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
