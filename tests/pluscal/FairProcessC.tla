---- MODULE FairProcessC ----
EXTENDS Naturals
(* --algorithm FairProcessC {
  variables x = 0, y = 0, z = 0;
  fair process (Weak \in {1, 2}) {
    W1: x := x + 1;
    W2:- x := x + 1
  }
  fair+ process (Strong = 3) {
    S1: while (y < 2) {
          y := y + 1;
    S2:+  await x > 0
        }
  }
  process (Plain = 4) {
    P1: z := 1
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION

Progress == <>(x >= 2 /\ y = 2)
====
