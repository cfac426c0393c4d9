---- MODULE TemporalPrefix ----
\* A property whose negation is fulfilled by a finite behaviour is
\* reported during the search, as a safety violation, once the states of
\* such a behaviour have been explored.
EXTENDS Naturals
VARIABLES x, y

Init == x = 0 /\ y = 0

Next == \/ x < 4 /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 2 /\ y' = y + 1 /\ UNCHANGED x

Spec == Init /\ [][Next]_<<x, y>>

\* Violated by <<0,0>> -> <<1,0>> -> <<2,0>> -> <<2,1>>, whatever follows.
NoXTwoAfterY == [](y = 1 => [](x # 2))
\* Needs x = 2 in a state after one with y > 0.
XStaysSmallAfterY == [](y > 0 => [](x < 2))
\* Not violated by a finite behaviour: needs a cycle.
Progress == <>(x = 4)

YSmall == y < 2
XSmall == x < 2
====
