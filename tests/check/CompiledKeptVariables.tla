---- MODULE CompiledKeptVariables ----
\* A variable an action leaves unchanged (UNCHANGED z, y' = y) is read
\* from the current state, not copied into the next, in compiled plans:
\* before a composition (where B reads the next state from the state in
\* between), beside a branch that assigns it on another path, and after
\* a disjunction. Variant Small: the trace to a violation.
EXTENDS Naturals, TLC
ASSUME TLCSet("-Dtlc2.tool.impl.Tool.cdot", TRUE)
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next ==
  \/ UNCHANGED z /\ x < 6 /\ y < 10 /\ ((x' = x + 1 /\ y' = y) \cdot (x' = 2 * x /\ y' = y + z'))
  \/ z < 2 /\ z' = z + 1 /\ UNCHANGED <<x, y>>
  \/ UNCHANGED <<z, y>> /\ x > 3 /\ (x' = x - 1 \/ x' = x)
  \/ y' = y /\ z' \in {z, 0} /\ x' = x
Inv == y < 12
Small == y < 3
====
