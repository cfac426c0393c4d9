---- MODULE EmptyWhileBody ----
EXTENDS Naturals
(* --algorithm EmptyWhileBody
variables x = 0;
begin
  A: while x < 3 do
     end while;
  B: x := 1;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
