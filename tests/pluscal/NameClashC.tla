---- MODULE NameClashC ----
EXTENDS Naturals
(* --algorithm NameClashC {
  variables x = 0;
  process (P \in {1, 2})
    variables v = 0;
  {
    L: v := self;
    x: x := x + v
  }
  process (Q = 3)
    variables v = 1;
  {
    L: await x > 0;
       v := x
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
