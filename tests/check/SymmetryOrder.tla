---- MODULE SymmetryOrder ----
\* TLC computes the SYMMETRY set as it builds its tool, before it checks
\* the ASSUMEs: a SYMMETRY that fails is the error reported, and a good one
\* leaves the false ASSUME to be reported.
EXTENDS Naturals, TLC
CONSTANT Procs
VARIABLE x
ASSUME Procs = {}
NotSet == TRUE
Perms == Permutations(Procs)
Init == x = 0
Next == x' = x
====
