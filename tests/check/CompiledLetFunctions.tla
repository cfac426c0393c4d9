---- MODULE CompiledLetFunctions ----
\* LET functions (Chameneos' invariant writes one): applied with one and
\* two binders, their sets and bodies reading the state, outer LET values
\* and bound variables; read whole (DOMAIN, equality, passed on); in an
\* invariant and in an action. The error model applies one outside its
\* domain.
EXTENDS Naturals
VARIABLES c, k
Init == c = [i \in 1..3 |-> 0] /\ k = 1
Sum3(f) == f[1] + f[2] + f[3]
Next == \E i \in 1..3 :
          LET lim == k + 1
              room[j \in 1..3] == lim - c[j]
              pair[a \in 1..3, b \in 0..lim] == c[a] + b <= lim
          IN  /\ room[i] > 0
              /\ pair[i, 1] = TRUE
              /\ c' = [c EXCEPT ![i] = @ + 1]
              /\ k' = IF Sum3(room) = 0 THEN (k % 2) + 1 ELSE k
Inv == LET cap[j \in {m \in 1..3 : c[m] > 0}] == c[j] * 2
           tot[j \in 1..3, w \in {k}] == c[j] + w
       IN  /\ \A j \in DOMAIN cap : cap[j] <= 2 * (k + 1)
           /\ \A j \in 1..3 : tot[j, k] >= k
           /\ DOMAIN tot = (1..3) \X {k}
Outside == LET cap[j \in {m \in 1..3 : c[m] > 0}] == c[j] * 2 IN cap[1] >= 0
====
