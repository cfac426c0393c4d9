---- MODULE NoLabelsC ----
EXTENDS Naturals
(* --algorithm NoLabelsC {
  variables x = 0, y = 0;
  {
    x := 1;
    while (x < 3) {
      x := x + 1;
      y := y + x
    };
    if (y > 4) x := 0;
    y := 0;
    x := 5
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
