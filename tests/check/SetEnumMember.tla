---- MODULE SetEnumMember ----
\* TLC searches a set enumeration written in an expression element by
\* element, in the order written: `1 \in {x + 1, FALSE}` holds where x + 1
\* is 1, before FALSE is compared; where it is 2, comparing FALSE with 1
\* fails (TLC's error, exit 75). The invariant's `x \in {0, 1, "a"}` finds x
\* before "a" (found by the differential fuzzer, seed 144907).
EXTENDS Integers
VARIABLE x
Init == x \in {0, 1}
Next == /\ 1 \in {x + 1, FALSE}
        /\ x' = 1 - x
Inv == x \in {0, 1, "a"} => TRUE
====
