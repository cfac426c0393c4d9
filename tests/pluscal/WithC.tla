---- MODULE WithC ----
EXTENDS Naturals
(* --algorithm WithC {
  variables s = {1, 2, 3}, x = 0, y = 0;
  {
    A: with (a \in s, b = a + 1) {
         x := a;
         y := b
       };
    B: with (c = x * 2; d \in {c, c + 1}) {
         with (e \in {d}) s := s \ {e}
       };
    C: with (f = 5) x := f
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
