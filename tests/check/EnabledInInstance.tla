---- MODULE EnabledInInstance ----
\* ENABLED inside a definition of an INSTANCEd module is ENABLED in that
\* module, over its own variables, and then the substitution (Specifying
\* Systems, section 17.8): two variables the INSTANCE replaces by one are
\* still two inside ENABLED, in ENABLED and in the ENABLED of WF/SF.
EXTENDS Naturals
VARIABLE z

  ---- MODULE Pair ----
  VARIABLES a, b
  Both == ENABLED (a' = 0 /\ b' = 1)
  Differ == ENABLED (a # b /\ a' = b)
  Step == a' = 1 - a /\ b' = b
  Live == WF_<<a, b>>(Step)
  ====

P == INSTANCE Pair WITH a <- z, b <- z
Init == z = 0
Next == z' = 1 - z
Spec == Init /\ [][Next]_z /\ WF_z(Next)
Inv == /\ P!Both
       /\ ~P!Differ
       /\ ~ENABLED (z' = 0 /\ z' = 1)
       /\ ~ENABLED P!Step
Live == P!Live
====
