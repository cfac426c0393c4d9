---- MODULE MissingLabelAfterIf ----
EXTENDS Naturals
(* --algorithm MissingLabelAfterIf
variables x = 0;
begin
  A: if x = 0 then
       x := 1;
  B:   x := 2;
     end if;
     x := 3;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
