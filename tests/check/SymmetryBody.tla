---- MODULE SymmetryBody ----
\* TLC evaluates the SYMMETRY definition's body as it starts, in an empty
\* context: a parameter is not looked at until it is read, and a variable
\* or parameter read there is a configuration error (151); any other
\* failure is an exception (255).
EXTENDS Naturals, TLC
CONSTANTS Procs
VARIABLES x
ReadsParam(a) == Permutations(a)
PrimesParam(a) == Permutations(a')
PrimesConstant == Permutations(Procs')
IgnoresParam(a) == Permutations(Procs)
ReadsVariable == Permutations({x})
Fails == Permutations({1 \div 0})
\* ENABLED there has the successor's slots, and no current state.
EnabledAssigns == IF ENABLED (x' = 1) THEN Permutations(Procs) ELSE {}
EnabledReads == IF ENABLED (x' = x + 1) THEN Permutations(Procs) ELSE {}
Init == x = 0
Next == x' = (x + 1) % 3
====
