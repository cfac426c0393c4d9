---- MODULE SyntaxMissingEndIf ----
EXTENDS Naturals
(* --algorithm SyntaxMissingEndIf
variables x = 0;
begin
  A: if x = 0 then
       x := 1;
     end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
