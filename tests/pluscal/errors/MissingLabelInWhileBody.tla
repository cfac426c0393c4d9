---- MODULE MissingLabelInWhileBody ----
EXTENDS Naturals
(* --algorithm MissingLabelInWhileBody
variables x = 0, y = 0;
begin
  A: while x < 3 do
       if y = 0 then
  B:     y := 1;
       end if;
       x := x + 1;
     end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
