---- MODULE WhileC ----
EXTENDS Naturals
(* --algorithm WhileC {
  variables i = 0, j = 0, sum = 0;
  {
    Outer: while (i < 2) {
             i := i + 1;
             j := 0;
    Inner:   while (j < i) {
               j := j + 1;
               sum := sum + j
             }
           };
    Last: sum := sum * 10
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
