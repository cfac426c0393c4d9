---- MODULE ComposeContext ----
\* How TLC (with its tlc2.tool.impl.Tool.cdot property) takes A \cdot B
\* inside a larger action:
\* - a variable assigned before the composition starts out in the
\*   intermediate state t with its current value (z' \in {z, z + 5} in Inc
\*   is then a condition, true one way only, although the step increments z);
\* - the conjuncts after the composition are taken twice, after A (leading
\*   to t) and after B (from t): y grows by 2 a step;
\* - A may leave a variable without a value (last) if B does not read it;
\* - a composition inside another one does not count its intermediate
\*   states (variant Nested).
\* In an action property and in ENABLED, A is taken alone, from nothing
\* assigned.
EXTENDS Naturals, TLC
ASSUME TLCSet("-Dtlc2.tool.impl.Tool.cdot", TRUE)
VARIABLES last, x, y, z
vars == <<x, y, z, last>>
Init == x = 0 /\ y = 0 /\ z = 0 /\ last = 0
Inc == x' = x + 1 /\ z' \in {z, z + 5}
Dbl == x' \in {2 * x, 2 * x + 1} /\ x' < 12 /\ last' = x'
Next ==
  /\ z' = z + 1
  /\ Inc \cdot Dbl
  /\ y' = y + 1
Nested == (x' = x + 1) \cdot ((x' = x + 1) \cdot (x' = 2 * x)) /\ UNCHANGED <<y, z, last>>
Composed == (x' = x + 1) \cdot (x' \in {2 * x, 2 * x + 1})
StepsCompose == [][Composed \/ (x' = x + 1) \cdot (x' = 2 * x) \cdot (x' = x + 1)]_vars
CanCompose == ENABLED Composed \/ x > 4
NoMiddle == y % 2 = 0
====
