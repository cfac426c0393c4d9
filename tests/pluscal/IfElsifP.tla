---- MODULE IfElsifP ----
EXTENDS Naturals
(* --algorithm IfElsifP
variables x \in 0..3, y = 0;
begin
  A: if x = 0 then
       y := 1;
     elsif x = 1 then
       y := 2;
     elsif x = 2 then
       skip;
     else
       y := 3;
     end if;
  B: if y > 1 then
       y := y - 1;
  Inner: y := y + 10;
     else
       x := 0;
     end if;
  C: x := y;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
