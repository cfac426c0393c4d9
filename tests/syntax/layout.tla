---- MODULE layout ----
\* Bulleted lists group by the column of their bullets.
A == /\ a
     /\ \/ b
        \/ c
     /\ d
B == \/ /\ a
        /\ b
     \/ c /\ d
C == /\ IF a THEN /\ b
                  /\ c
             ELSE d
     /\ e
D == (/\ a
      /\ b) \/ c
E == /\ \E x \in S : /\ P(x)
                     /\ Q(x)
     /\ R
F == /\ a
   /\ b
====
