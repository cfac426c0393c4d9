---- MODULE AssignUndeclared ----
EXTENDS Naturals
(* --algorithm AssignUndeclared
variables x = 0;
begin
  A: y := 1;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
