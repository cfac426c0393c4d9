---- MODULE AwaitWhenP ----
EXTENDS Naturals
(* --algorithm AwaitWhenP
variables flag = FALSE, n = 0;
process Setter = "s"
begin
  S1: flag := TRUE;
  S2: await n > 0;
      flag := FALSE;
end process;
process Waiter = "w"
begin
  W1: await flag;
      n := n + 1;
  W2: when ~flag;
      n := n + 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
