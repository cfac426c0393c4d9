---- MODULE WhileTrueNoPc ----
EXTENDS Naturals
(* --algorithm WhileTrueNoPc
variables x = 0;
begin
  Loop: while TRUE do
          if x < 3 then
            x := x + 1;
          else
            x := 0;
          end if;
        end while;
end algorithm *)
\* BEGIN TRANSLATION
VARIABLE x

vars == << x >>

Init == (* Global variables *)
        /\ x = 0

Next == IF x < 3
           THEN /\ x' = x + 1
           ELSE /\ x' = 0

Spec == Init /\ [][Next]_vars

\* END TRANSLATION
====
