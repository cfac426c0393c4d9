---- MODULE SyntaxWithoutDo ----
EXTENDS Naturals
(* --algorithm SyntaxWithoutDo
variables x = 0;
begin
  A: with y \in {1, 2}
       x := y;
     end with;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
