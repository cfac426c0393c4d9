---- MODULE WhileP ----
EXTENDS Naturals
(* --algorithm WhileP
variables i = 0, j = 0, sum = 0;
begin
  Outer: while i < 2 do
           i := i + 1;
           j := 0;
  Inner:   while j < i do
             j := j + 1;
             sum := sum + j;
           end while;
         end while;
  Last: sum := sum * 10;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
