---- MODULE subexpression_selectors ----
\* Subexpression selectors that name nothing are SANY's semantic errors
\* (exit 150), each at the selector at fault: "Nonexistent operand
\* specified by `argument selector 3'", "A LET/IN expression has only one
\* operand.", "Selector with 2 argument(s) used for quantifier with 1 bound
\* identifier(s).", "Cannot find label `lab'.", "Selecting subexpression of
\* expression that has none.", "Second selector for CASE subexpression must
\* specify one of two operands." and ">>" of an operator of one operand.
EXTENDS Naturals
A == 1 + 2
B == LET Z == 1 IN Z
C == \A x \in {1} : x > 0
D == CASE 1 > 0 -> 1 [] OTHER -> 2
E == ~ TRUE
ASSUME A!3 = 1
ASSUME B!2 = 1
ASSUME C!(1, 2) = TRUE
ASSUME A!lab = 1
ASSUME A!1!1 = 1
ASSUME D!1!3 = 1
ASSUME E!>> = 1
ASSUME A!<< = 1 /\ B!1 = 1 /\ C!1 = {1} /\ C!(1)!>> = 0 /\ D!2!2 = 2
====
