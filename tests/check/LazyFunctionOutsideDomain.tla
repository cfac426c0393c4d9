---- MODULE LazyFunctionOutsideDomain ----
\* A function TLC holds as its constructor when it is applied (a LET
\* definition, the constructor itself, an operator with parameters whose
\* body is one) reports an argument outside its domain with another
\* message than a function it has built into a table (a constant
\* definition, computed at startup, or a value of the state).
EXTENDS Integers, TLC, TLCExt
Table == [n \in {1, 2, 5} |-> n]
Make(S) == [n \in S |-> 2 * n]
VARIABLE v
ASSUME AssertError("Attempted to apply function:\n(1 :> 1 @@ 2 :> 2 @@ 5 :> 5)\nto argument 4, which is not in the domain of the function.", Table[4])
ASSUME AssertError("In applying the function\n<<1, 2, 3>>,\nthe first argument is:\n4\nwhich is not in its domain.\n", LET f == [n \in 1..3 |-> n] IN f[4])
ASSUME AssertError("In applying the function\n(-1 :> -2 @@ 0 :> 0 @@ 1 :> 2),\nthe first argument is:\n5\nwhich is not in its domain.\n", Make(-1..1)[5])
ASSUME AssertError("In applying the function\n<<1, 7, 3>>,\nthe first argument is:\n0\nwhich is not in its domain.\n", [[n \in 1..3 |-> n] EXCEPT ![2] = 7][0])
Init == v = [n \in {"a", "b"} |-> 0]
Next == v' = [v EXCEPT !["a"] = @ + 1]
Inv == LET g == [k \in DOMAIN v |-> v[k]] IN g["c"] = 0
====
