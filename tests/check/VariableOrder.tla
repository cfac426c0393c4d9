---- MODULE VariableOrder ----
\* TLC prints a state's variables in the order SANY lists them: reversed
\* from its symbol table, a java.util.Hashtable, so by the hash codes of the
\* names and the table's size (built-in operators, what the module EXTENDS
\* and INSTANCEs, its own symbols), not in the order they are declared.
EXTENDS Naturals, Sequences
VARIABLES x, s, queue, alpha, b
N == INSTANCE Naturals
Init == x = 0 /\ s = {} /\ queue = <<>> /\ alpha = "a" /\ b = FALSE
Next == /\ x' = x + 1
        /\ s' = s \cup {x}
        /\ queue' = Append(queue, x)
        /\ UNCHANGED <<alpha, b>>
Small == x < 2
====
