---- MODULE OptionsLabel ----
EXTENDS Naturals
\* PlusCal options (label, labelRoot Step)
(* --algorithm OptionsLabel
variables x = 0, y = 0;
process P \in 1..2
begin
  x := x + 1;
  y := y + self;
end process;
process Q = 3
begin
  Named: await x = 2;
  y := 0;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
