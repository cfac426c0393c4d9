---- MODULE StringOrder ----
\* TLC orders strings by when it first met them: the identifiers of the
\* module as it is read, then the string literals in the order they are
\* written. That order decides what CHOOSE takes from a set of strings
\* and how sets and records of strings print.
EXTENDS Naturals, TLC
Late == "zebra"
VARIABLE picked, seen
Init == /\ picked = CHOOSE s \in {"mango", "apple", Late} : TRUE
        /\ seen = {"mango", "apple", "kiwi"}
Next == /\ picked' = CHOOSE s \in seen \ {picked} : TRUE
        /\ seen' = seen \ {picked}
        /\ UNCHANGED <<>>
\* A record whose fields are written in another order than met.
Rec == [kiwi |-> 1, apple |-> 2, zebra |-> 3]
Inv == seen # {"kiwi"} /\ Rec.apple = 2
====
