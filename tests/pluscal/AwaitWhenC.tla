---- MODULE AwaitWhenC ----
EXTENDS Naturals
(* --algorithm AwaitWhenC {
  variables flag = FALSE, n = 0;
  process (Setter = "s") {
    S1: flag := TRUE;
    S2: await n > 0;
        flag := FALSE
  }
  process (Waiter = "w") {
    W1: when flag;
        n := n + 1;
    W2: await ~flag;
        n := n + 1
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
