---- MODULE GotoP ----
EXTENDS Naturals
(* --algorithm GotoP
variables x = 0;
begin
  A: x := x + 1;
     if x < 3 then
       goto A;
     end if;
  B: if x = 3 then
       x := 10;
       goto Done;
     else
       goto C;
     end if;
  C: x := 0;
     goto B;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
