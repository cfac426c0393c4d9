-------------------------------- MODULE Quorum -----------------------------
\* Quorum systems.
\*
\* Part of the tlars standard library.
-------------------------------------------------------------------------
QuorumSystem(S) ==
  {Qs \in SUBSET (SUBSET S) :
     /\ Qs # {}
     /\ \A Q1, Q2 \in Qs : Q1 \cap Q2 # {}
     /\ \A Q1, Q2 \in SUBSET S : Q1 \in Qs /\ Q1 \subseteq Q2 => Q2 \in Qs}
  \* The quorum systems over S: the non-empty sets of subsets of S (the
  \* quorums) any two of which intersect, and which hold every superset
  \* (within S) of each of their quorums.  The strict majorities of a
  \* finite non-empty S are one.
=============================================================================
