---- MODULE NameClashLabels ----
EXTENDS Naturals
(* --algorithm NameClashLabels
variables x = 0;
process P \in {1, 2}
begin
  Start: x := x + 1;
  Stop: x := x + 1;
end process;
process Q = 3
begin
  Start: await x > 0;
  Stop: x := x * 2;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
