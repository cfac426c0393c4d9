---- MODULE WithP ----
EXTENDS Naturals
(* --algorithm WithP
variables s = {1, 2, 3}, x = 0, y = 0;
begin
  A: with a \in s, b = a + 1 do
       x := a;
       y := b;
     end with;
  B: with c = x * 2; d \in {c, c + 1} do
       with e \in {d} do
         s := s \ {e};
       end with;
     end with;
  C: with f = 5 do
       x := f;
     end with;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
