---- MODULE SeqMembership ----
\* Seq(S) asked about a value that is no sequence: TLC's Sequences module
\* fails ("Attempted to check if the value ... is an element of Seq(S)"),
\* with its module's status (75 in Init, 255 in Next); an untyped model
\* value is in no Seq(S), and a sequence is one when its elements are.
EXTENDS Naturals, Sequences
CONSTANT m
VARIABLES q, f
Init == /\ q = <<>>
        /\ f = [k \in {"a", "b"} |-> 0]
        /\ m \notin Seq(0..3)
        /\ q \in Seq(0..3)
Next == /\ Len(q) < 2
        /\ q' = Append(q, Len(q))
        /\ f' = f
Bad == /\ f \in Seq(Nat)
       /\ UNCHANGED <<q, f>>
InitBad == Init /\ 3 \in Seq(0..3)
====
