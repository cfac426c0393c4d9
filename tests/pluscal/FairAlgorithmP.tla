---- MODULE FairAlgorithmP ----
EXTENDS Naturals
(* --fair algorithm FairAlgorithmP
variables x = 0;
begin
  A: while x < 3 do
       x := x + 1;
     end while;
  B: x := 0;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
