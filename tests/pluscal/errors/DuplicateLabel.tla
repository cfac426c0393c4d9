---- MODULE DuplicateLabel ----
EXTENDS Naturals
(* --algorithm DuplicateLabel
variables x = 0;
process P = 1
begin
  A: x := 1;
  A: x := 2;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
