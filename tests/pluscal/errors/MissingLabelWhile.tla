---- MODULE MissingLabelWhile ----
EXTENDS Naturals
(* --algorithm MissingLabelWhile
variables x = 0;
begin
  A: x := 1;
     while x < 3 do
       x := x + 1;
     end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
