---- MODULE ConfigNames ----
\* TLC checks every name a configuration directive gives against its table
\* of definitions before evaluating anything: an operator must take no
\* arguments (151, "TLC requires ... not to take any argument"); an
\* operator TLC overrides with Java code (Append) is a value there (151);
\* TRUE and FALSE are values too (INVARIANT TRUE: a warning; FALSE: 151;
\* INIT TRUE: "cannot be a constant"); a number names nothing; an ALIAS
\* that names no operator without arguments is ignored. Every CONSTANT is
\* assigned (151), and a built-in constant may replace one (Flag <- FALSE).
EXTENDS Naturals, Sequences
CONSTANT N, Procs, Flag
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Op(a) == a
Spec == Init /\ [][Next]_x
FlagInv == Flag = FALSE
====
