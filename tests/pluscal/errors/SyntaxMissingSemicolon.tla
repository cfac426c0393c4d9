---- MODULE SyntaxMissingSemicolon ----
EXTENDS Naturals
(* --algorithm SyntaxMissingSemicolon
variables x = 0;
begin
  A: x := 1
  B: x := 2;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
