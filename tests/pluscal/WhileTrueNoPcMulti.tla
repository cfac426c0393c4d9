---- MODULE WhileTrueNoPcMulti ----
EXTENDS Naturals
(* --algorithm WhileTrueNoPcMulti {
  variables tokens = 0;
  fair process (Producer \in {1, 2}) {
    Produce: while (TRUE) {
               await tokens < 2;
               tokens := tokens + 1
             }
  }
  fair process (Consumer = 0) {
    Consume: while (TRUE) {
               await tokens > 0;
               tokens := tokens - 1
             }
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION

Liveness == []<>(tokens < 2)
====
