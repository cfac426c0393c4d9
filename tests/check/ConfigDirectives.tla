---- MODULE ConfigDirectives ----
\* TLC's rules for the configuration's INIT, NEXT and SPECIFICATION: not
\* both forms (151); INIT needed with variables, NEXT with invariants (151);
\* names that must be defined (151); INIT without NEXT computes the initial
\* states and stops with an error if there are any (75).
VARIABLE x
Init == x = 0
Next == x' = x
Inv == x = 0
Spec == Init /\ [][Next]_x
====
