---- MODULE TraceRebuild ----
\* Traces are rebuilt by running the recorded actions again: the state a
\* step shows must be the one the search admitted, also when other
\* successors share its fingerprint (VIEW, SYMMETRY) or lie outside the
\* model (CONSTRAINT), and when an earlier action gives the same view.
EXTENDS Naturals, FiniteSets, TLC
CONSTANT Procs
VARIABLES x, y, z
vars == <<x, y, z>>
Init == x = 0 /\ y = 0 /\ z = {}
\* y's value is invisible to the view: Bump and Skip give the same view,
\* and Skip's successor, out of the model, comes first.
Skip == y < 5 /\ y' = y + 3 /\ x' = x + 1 /\ UNCHANGED z
Bump == y < 2 /\ y' = y + 1 /\ x' = x + 1 /\ UNCHANGED z
Grab(p) == p \notin z /\ z' = z \cup {p} /\ x' = x + 1 /\ UNCHANGED y
Next == Skip \/ Bump \/ \E p \in Procs : Grab(p)
Constraint == y < 3
View == <<x, z>>
Perms == Permutations(Procs)
Inv == x < 4
====
