---- MODULE OptionsNoDoneDisjunct ----
EXTENDS Naturals
\* PlusCal options (noDoneDisjunct)
(* --algorithm OptionsNoDoneDisjunct
variables x = 0;
process P \in 1..2
begin
  A: x := x + 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
