---- MODULE Compose ----
\* Action composition: A \cdot B is a step of A then a step of B; TLC (with
\* -Dtlc2.tool.impl.Tool.cdot=true) counts the intermediate states as
\* generated.
EXTENDS Naturals, TLC
ASSUME TLCGet("-Dtlc2.tool.impl.Tool.cdot") = "true"
VARIABLE x
Init == x = 1
Next == (x < 20 /\ x' = x + 1) \cdot (x' = 2 * x)
====
