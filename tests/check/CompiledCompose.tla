---- MODULE CompiledCompose ----
\* Action composition (TLC's, with its tlc2.tool.impl.Tool.cdot property)
\* in compiled plans: a composition inside \E, after a variable is
\* assigned (it starts out in the intermediate state t with its current
\* value) and before a conjunct (taken after A and again after B); A
\* branching to several t; B reading a LET of t and disabled from some t
\* (its t still count as generated); a composition inside another (its
\* intermediate states not counted). Variant Violated: the trace to a
\* state a composition reaches. Variant Kept: a LET value of the
\* state around a composition is left to the interpreter, and read from
\* each state anew (so are its steps, as the action property KeptSteps).
EXTENDS Naturals, TLC
ASSUME TLCSet("-Dtlc2.tool.impl.Tool.cdot", TRUE)
VARIABLES x, y, z
vars == <<x, y, z>>
Init == x = 0 /\ y = 0 /\ z = 0
Bump(k) == x' \in {x + k, x + 2 * k} /\ UNCHANGED z
Halve == LET h == x \div 2 IN x' = h + y /\ h > 0 /\ z' = z
Twice == (x' = x + 1 /\ z' = z) \cdot ((x' = x + 1 /\ z' = z) \cdot (x' = x * 2 /\ z' = z))
Next ==
  \/ \E k \in {1, 2} :
       /\ y' = (y + k) % 5
       /\ Bump(k) \cdot Halve
       /\ x' < 9
  \/ /\ y < 2 /\ x < 5
     /\ y' = y + 1
     /\ Twice
  \/ z < 3 /\ z' = z + 1 /\ UNCHANGED <<x, y>>
Kept ==
  \/ LET w == x + y IN (x' = w + 1 /\ UNCHANGED <<y, z>>) \cdot (x' = w + 2 /\ UNCHANGED <<y, z>>) /\ x' < 9
  \/ y < 3 /\ y' = y + 1 /\ UNCHANGED <<x, z>>
KeptStep ==
  \/ LET w == x + y IN (x' = w + 1 /\ y' = y) \cdot (x' = w + 2 /\ y' = y) /\ z' = z
  \/ y' = y + 1 /\ UNCHANGED <<x, z>>
KeptSteps == [][KeptStep]_vars
Inv == x <= 12
Below12 == x < 12
====
