---- MODULE OptionsWfNext ----
EXTENDS Naturals
\* PlusCal options (wfNext)
(* --algorithm OptionsWfNext
variables x = 0;
process P \in 1..2
begin
  A: x := x + self;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
