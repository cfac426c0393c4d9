---- MODULE CfgOperatorSymbols ----
\* In a configuration, an operator symbol names an operator on either side
\* of `<-`: a constant operator given by a definition (`++ <- Concat`) and
\* a definition replaced by a standard operator (`Plus <- +`).
EXTENDS Naturals, Sequences
CONSTANT _++_, Plus(_, _)
VARIABLE s
Concat(a, b) == a \o b
Add(a, b) == a - b
Init == s = <<>>
Next == Len(s) < 3 /\ s' = s ++ <<Plus(Len(s), 1)>>
Inv == \A i \in DOMAIN s : s[i] = i
====
