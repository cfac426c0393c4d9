---- MODULE OptionsTwoFairness ----
\* Two fairness options: pcal.trans reports the error and translates with
\* the first.
\* PlusCal options (sf, wf)
EXTENDS Naturals
(* --algorithm OptionsTwoFairness
variables x = 0;
process P \in 1..2
begin
  A: x := 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
