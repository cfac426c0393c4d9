---- MODULE FairProcessP ----
EXTENDS Naturals
(* --algorithm FairProcessP
variables x = 0, y = 0, z = 0;
fair process Weak \in {1, 2}
begin
  W1: x := x + 1;
  W2:+ x := x + 1;
end process;
fair+ process Strong = 3
begin
  S1: while y < 2 do
        y := y + 1;
  S2:-    await x > 0;
      end while;
end process;
process Plain = 4
begin
  P1: z := 1;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION

Progress == <>(x = 4)
====
