---- MODULE OptionsWf ----
EXTENDS Naturals
\* PlusCal options (wf)
(* --algorithm OptionsWf
variables x = 0;
process P \in 1..2
begin
  A: x := x + 1;
  B: await x = 2;
end process;
process Q = 0
begin
  C: await x >= 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
