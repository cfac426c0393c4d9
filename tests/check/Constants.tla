---- MODULE Constants ----
\* Constant subexpressions are evaluated once, on first use, and never when
\* not reached: an unbounded CHOOSE (as library placeholders such as
\* TLCExt's Trace are written) and a division by zero are errors only in
\* the state that evaluates them.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 4
Placeholder == CHOOSE v : v = 1
Inv == /\ x \in 0..3
       /\ x \in {n \in 0..10 : n < 4}
       /\ IF x > 10 THEN Placeholder = 1 ELSE TRUE
       /\ IF x > 10 THEN 1 \div 0 = 0 ELSE TRUE
Reached == IF x = 2 THEN 1 \div 0 = 0 ELSE TRUE
====
