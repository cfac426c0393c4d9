---- MODULE SelectSeq ----
\* SelectSeq keeps the elements its test holds for; a test that is not
\* boolean-valued is an error of the Sequences module (exit 255) naming the
\* operator, and so is a first argument that is not a sequence.
EXTENDS Naturals, Sequences
VARIABLE q
IsEven(e) == e % 2 = 0
Plus1(e) == e + 1
Init == q = <<1, 2, 3, 4, 5, 6>>
Next == /\ q # <<>>
        /\ \/ q' = SelectSeq(Tail(q), IsEven)
           \/ q' = SelectSeq(Tail(q), LAMBDA e : e # Head(q) + 1)
NextNamed == q' = SelectSeq(q, Plus1)
NextLambda == q' = SelectSeq(q, LAMBDA e : [b |-> e])
NextNotSeq == q' = SelectSeq({1}, IsEven)
====
