---- MODULE NoLabelsP ----
EXTENDS Naturals
(* --algorithm NoLabelsP
variables x = 0, y = 0;
begin
  x := 1;
  while x < 3 do
    x := x + 1;
    y := y + x;
  end while;
  if y > 4 then
    x := 0;
  end if;
  y := 0;
  x := 5;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
