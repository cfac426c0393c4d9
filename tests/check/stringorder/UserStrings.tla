---- MODULE UserStrings ----
\* A root that extends a module of the user's (Helper, with string
\* literals and a record) and standard modules: SANY reads this module,
\* then Naturals, Sequences, TLC, Helper, _TLCTrace, ... (TLC's texts of
\* its own modules), and then the string literals, Helper's before this
\* module's.
EXTENDS Naturals, Sequences, TLC, Helper
CONSTANT Procs, Leader, Mode
VARIABLE v
Init == /\ v = CHOOSE p \in Procs : TRUE
        /\ PrintT(Procs)
        /\ PrintT(<<Leader, Mode>>)
        /\ PrintT({"Len", "Append", "Seq", "Head", "zzroot", "helperword", "hstr", "Helper"})
        /\ PrintT([helperword |-> 1, zzroot |-> 2])
        /\ PrintT(CHOOSE s \in {"zzroot", "hstr", "hstr2"} : TRUE)
        /\ PrintT(HRec)
        /\ PrintT({"ab", "red", "green"})
        /\ PrintT(HS)
        /\ PrintT({"Cardinality", "IsFiniteSet", "S", "T"})
Next == v' = v
====
