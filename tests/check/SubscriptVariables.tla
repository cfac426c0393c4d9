---- MODULE SubscriptVariables ----
\* TLC looks for the variables in the subscript of the specification's
\* [][Next]_v through tuples and definitions (not inside other operators)
\* and warns of each it does not find; a literal there leaves it unable to
\* tell. A subscript replaced by a definition that refers back to it is
\* followed without end: TLC's stack overflows before the search (255).
EXTENDS Naturals
VARIABLE x, y
vars == <<x, y>>
ReVars == <<vars, x>>
Pair(a, b) == <<a, b>>
Init == x = 0 /\ y = 0
Next == x' = 1 - x /\ y' = y
Spec == Init /\ [][Next]_vars
Missing == Init /\ [][Next]_(Pair(x, x + y))
Literal == Init /\ [][Next]_<<x, 1, y>>
Nested == Init /\ [][Next]_(LET v == Pair(x, <<y>>) IN v)
====
