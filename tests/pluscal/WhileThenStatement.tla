---- MODULE WhileThenStatement ----
EXTENDS Naturals
(* --algorithm WhileThenStatement
variables x = 0;
process P = 1
begin
  A: while x < 3 do
       x := x + 1;
     end while;
     x := 0;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
