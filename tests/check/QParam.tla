---- MODULE QParam ----
\* A parameterized INSTANCE whose substitution has LET, CASE and bound names.
EXTENDS Naturals
VARIABLE x
P(k) == INSTANCE QParamInner WITH v <- x, T <- LET Big == {q \in 0..3 : q >= k} IN \A a, b \in Big : [r \in {a} |-> r][a] + b >= k /\ CASE a > 0 -> TRUE [] OTHER -> a = 0
Init == x \in 0..2
Next == \E k \in 0..2 : P(k)!Ok /\ x' = (x + k) % 3
====
