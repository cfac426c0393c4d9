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
VARIABLE tokens

vars == << tokens >>

ProcSet == ({1, 2}) \cup {0}

Init == (* Global variables *)
        /\ tokens = 0

Producer(self) == /\ tokens < 2
                  /\ tokens' = tokens + 1

Consumer == /\ tokens > 0
            /\ tokens' = tokens - 1

Next == Consumer
           \/ (\E self \in {1, 2}: Producer(self))

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in {1, 2} : WF_vars(Producer(self))
        /\ WF_vars(Consumer)

\* END TRANSLATION

Liveness == []<>(tokens < 2)
====
