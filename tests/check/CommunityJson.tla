---- MODULE CommunityJson ----
\* The natives of the community modules Json, IOUtils (atoi), Bitwise,
\* Combinatorics, DyadicRationals and Statistics, checked against the
\* values TLC (with the CommunityModules) gives.
EXTENDS Json, IOUtils, Bitwise, Combinatorics, DyadicRationals, Statistics, TLC, Integers, Sequences
VARIABLE x

ASSUME PrintT(ToJson(<<1, "a\"b\n", TRUE, {2, 1}, [x |-> 1, y |-> <<>>], (2 :> 3 @@ 5 :> 6), {}>>))
ASSUME ToJson([a |-> {<<1>>}]) = "{\"a\":[[1]]}"
ASSUME ToJson(1..3) = "[1,2,3]"
ASSUME ToJson("x") = "\"x\""
ASSUME ToJson(("a" :> 2 @@ "b" :> <<>>)) = "{\"a\":2,\"b\":[]}"
ASSUME ToJson(<<-5, 0>>) = "[-5,0]"
ASSUME ToJsonArray(<<1, 2>>) = "[1,2]"
ASSUME ToJsonArray({3, 1}) = "[1,3]"
ASSUME ToJsonObject([a |-> 1]) = "{\"a\":1}"
ASSUME ToJsonObject(<<1, 2>>) = "{\"0\":1,\"1\":2}"
ASSUME PrintT(ToJson([a |-> 1, b |-> {"x"}, c |-> (<<1>> :> 2)]))
ASSUME PrintT(<<atoi("42"), atoi("-7"), atoi("+7"), atoi("007")>>)
ASSUME PrintT(<<5 & 3, 5 | 3, 5 ^^ 3, Not(5), Not(0), shiftR(20, 2), shiftR(-8, 1)>>)
ASSUME PrintT(<<choose(5, 2), choose(3, 5), choose(30, 15), factorial[5]>>)
ASSUME PrintT(Add(Half(One), Half(Half(One))))
ASSUME PrintT(<<PrettyPrint(Add(Half(One), Half(Half(One)))), PrettyPrint(Zero), PrettyPrint(One)>>)
ASSUME IsDyadicRational(Half(One))

Init == x = 0
Next == x' = (x + 1) % 3
BadAtoi == x < 2 \/ atoi("x" \o ToString(x)) = 0
Inv == ToJson(<<x, x & 1>>) \in {"[0,0]", "[1,1]", "[2,0]"}
====
