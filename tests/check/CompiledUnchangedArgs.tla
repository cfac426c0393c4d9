---- MODULE CompiledUnchangedArgs ----
\* UNCHANGED of an operator's parameter: TLA+ substitutes the argument,
\* so Keep(<<x, z>>) keeps x and z, assigning each where it has no value
\* yet and comparing it where it has (a tuple nested, a variable alone,
\* through two operators); with a part that is not a variable (z + 0) the
\* two values are compared, which needs the variables assigned first.
\* Variant Small: the trace to a violation.
EXTENDS Naturals
VARIABLES x, y, z
vars == <<x, y, z>>
Keep(v) == UNCHANGED v
KeepBoth(a, b) == Keep(<<a, <<b>>>>)
Init == x = 0 /\ y = 0 /\ z = 0
Next ==
  \/ x < 3 /\ x' = x + 1 /\ Keep(<<y, z>>)
  \/ Keep(x) /\ y < 2 /\ y' = y + 1 /\ KeepBoth(z, x)
  \/ z < 2 /\ KeepBoth(y, x) /\ z' \in {z + 1, z + 2}
  \/ x' = 0 /\ y' = y /\ z' = z /\ Keep(<<x + 0, y>>) /\ x > 1
Inv == x + y + z <= 8
Small == x + y + z < 7
====
