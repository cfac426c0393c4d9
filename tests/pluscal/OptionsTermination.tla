---- MODULE OptionsTermination ----
EXTENDS Naturals
\* PlusCal options (termination)
(* --algorithm OptionsTermination
variables x = 0;
begin
  A: while x < 2 do
       x := x + 1;
     end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
