---- MODULE NameClashVars ----
EXTENDS Naturals
(* --algorithm NameClashVars
variables total = 0;
process P \in {1, 2}
variables t = self;
begin
  total: total := total + t;
  t: t := 0;
end process;
process Q = 3
variables t = 5;
begin
  Add: total := total + t;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
