---- MODULE Calls ----
\* TLC's coverage of subexpressions: a call's body counted under the call
\* (and its arguments after it), CASE arms (OTHER's from the keyword),
\* guards that apply a built-in operator (counted when evaluated and when a
\* state follows) or one of Naturals' (counted when a state follows),
\* assignments never reached (printed with 0), UNCHANGED of a definition,
\* the elements enumerated from a set written out, and a parenthesized
\* expression placed without its parentheses.
EXTENDS Naturals
VARIABLES n, m, done
vars == <<n, m, done>>
Succ(v) == IF v < 3 THEN v + 1 ELSE 0
Init == n \in {0, 1} /\ m = 0 /\ done = FALSE
Bump == /\ n # 3
        /\ n' = Succ(n)
        /\ m' = CASE n = 0 -> 1
                  [] n = 1 -> (m + 2)
                  [] OTHER -> m
        /\ UNCHANGED done
Pick == \E k \in {1, 2, 2} : /\ k > m
                             /\ m' = k
                             /\ UNCHANGED <<n, done>>
Stop == /\ n = 7
        /\ done' = TRUE
        /\ UNCHANGED <<n, m>>
Next == Bump \/ Pick \/ Stop \/ UNCHANGED vars
Small == m <= (n + 3)
====
