---- MODULE RecLet ----
\* RECURSIVE inside LET inside bulleted lists (the layout pass closed the lists).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x < 3
        /\ LET RECURSIVE F(_)
               F(n) == IF n = 0 THEN 0 ELSE 1 + F(n - 1)
           IN /\ x' = F(x + 1)
              /\ TRUE
Inv == \A k \in 0..2 : LET RECURSIVE G(_)
                           G(n) == IF n = 0 THEN 1 ELSE 2 * G(n - 1)
                       IN G(k) > 0
====
