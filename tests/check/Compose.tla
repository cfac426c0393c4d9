---- MODULE Compose ----
\* Action composition: A \cdot B is a step of A then a step of B; TLC
\* composes actions only with its tlc2.tool.impl.Tool.cdot property set
\* (which TLCSet can do, here with TRUE: Java's Boolean.getBoolean ignores
\* case), and counts the intermediate states as generated.
EXTENDS Naturals, TLC
ASSUME TLCSet("-Dtlc2.tool.impl.Tool.cdot", TRUE)
ASSUME TLCGet("-Dtlc2.tool.impl.Tool.cdot") = "TRUE"
VARIABLE x
Init == x = 1
Next == (x < 20 /\ x' = x + 1) \cdot (x' = 2 * x)
====
