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
VARIABLES pc, x

vars == << pc, x >>

Init == (* Global variables *)
        /\ x = 0
        /\ pc = "l"

l == /\ pc = "l"
     /\ x' = (x + 1) % 3
     /\ IF x' = 0
           THEN /\ pc' = "l"
           ELSE /\ pc' = "l"

Next == l

Spec == Init /\ [][Next]_vars

\* END TRANSLATION
====
