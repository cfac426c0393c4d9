---- MODULE DoneAsLabel ----
EXTENDS Naturals
(* --algorithm DoneAsLabel
variables x = 0;
begin
  A: x := 1;
  Done: x := 2;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
