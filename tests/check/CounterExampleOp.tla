---- MODULE CounterExampleOp ----
\* TLCExt's CounterExample in a POSTCONDITION after a search without a
\* violation: the empty graph; ToTrace of it, the empty sequence.
EXTENDS Naturals, Sequences, TLCExt, TLC
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Post == /\ PrintT(CounterExample)
        /\ CounterExample = [state |-> {}, action |-> {}]
        /\ ToTrace(CounterExample) = <<>>
NotCE == ToTrace([a |-> 1]) = <<>>
====
