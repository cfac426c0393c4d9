---- MODULE WhileTrueGoto ----
\* One `while TRUE` body, but with a goto in it: the translator keeps pc
\* (any goto does), where a body without one would have none.
EXTENDS Naturals
(* --algorithm WhileTrueGoto
variables x = 0;
begin
  l: while TRUE do
       x := (x + 1) % 3;
       if x = 0 then goto l end if;
     end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
