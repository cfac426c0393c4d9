------------------------- MODULE CommunityFunctions -------------------------
\* The built-in Functions, FiniteSetsExt, Folds and BagsExt modules.
EXTENDS FiniteSetsExt, BagsExt, FiniteSets, Naturals, Sequences, TLC

Cat(x, y) == <<x>> \o y
Pair(x, y) == <<x, y>>
B == 2 :> 3 @@ 5 :> 1

ASSUME PrintT(<<"restrict", Restrict(<<5, 6, 7>>, {1, 3}),
                RestrictDomain(<<5, 6, 7>>, LAMBDA i : i > 1),
                RestrictValues(<<5, 6, 7>>, LAMBDA v : v > 5)>>)
ASSUME PrintT(<<"range", IsRestriction(<<5>>, <<5, 6>>), IsRestriction(<<6>>, <<5, 6>>),
                Range(<<3, 3, 4>>), Pointwise(<<1, 2>>, <<3, 4>>, +)>>)
ASSUME PrintT(<<"inverse", Inverse(<<7, 8>>, {1, 2}, {7, 8, 9}),
                AntiFunction(<<7, 8>>), IsInjective(<<1, 2>>), IsInjective(<<1, 1>>)>>)
ASSUME PrintT(<<"jections", Injection({1, 2}, {7, 8}), Surjection({1, 2}, {7}),
                Bijection({1, 2}, {7, 8}), ExistsInjection({1, 2}, {7}),
                ExistsSurjection({1, 2}, {7}), ExistsBijection({1}, {7, 8})>>)
ASSUME PrintT(<<"folds", FoldFunction(Cat, <<>>, <<7, 8, 9>>),
                FoldFunctionOnSet(Cat, <<>>, <<7, 8, 9>>, {1, 3}),
                FoldSet(Cat, <<>>, {3, 1, 2}), FoldSet(+, 0, {}),
                ReduceSet(Cat, {2, 1}, <<0>>),
                MapThenFoldSet(Cat, <<>>, LAMBDA x : 10 * x,
                               LAMBDA S : CHOOSE x \in S : TRUE, {3, 1, 2}),
                MapThenFoldSet(Cat, <<>>, LAMBDA x : x,
                               LAMBDA S : CHOOSE x \in S : \A y \in S : x >= y, {3, 1, 2})>>)
ASSUME PrintT(<<"sums", SumSet({1, 2, 3}), ProductSet({2, 3, 4}), SumSet({}),
                MapThenSumSet(LAMBDA x : x * x, 1..4), Quantify(1..10, LAMBDA x : x % 3 = 0)>>)
ASSUME PrintT(<<"sets", FlattenSet({{1}, {2, 3}}), SymDiff({1, 2}, {2, 3}),
                kSubset(2, {1, 2, 3}), Max({3, 9, 1}), Min({3, 9, 1}),
                Choices({{1, 2}, {3}}), ChooseUnique({1, 2, 3}, LAMBDA x : x > 2)>>)
ASSUME PrintT(<<"bags", BagAdd(<<1>>, 1), BagAdd(<<1>>, 2), BagRemove(B, 5),
                BagRemove(B, 2), BagRemove(B, 9), BagRemoveAll(B, 2)>>)
ASSUME PrintT(<<"bagfolds", FoldBag(Pair, 0, B), SumBag(B), ProductBag(B),
                MapThenFoldBag(Pair, 0, LAMBDA x : 10 * x,
                               LAMBDA S : CHOOSE x \in S : TRUE, B)>>)

VARIABLE S
Init == S = {}
Next == \E x \in 1..3 : x \notin S /\ S' = S \cup {x}
Inv == /\ SumSet(S) = FoldSet(+, 0, S)
       /\ SumSet(S) = MapThenSumSet(LAMBDA x : x, S)
       /\ Quantify(SUBSET S, LAMBDA T : T # {}) = 2^Cardinality(S) - 1
       /\ SumBag([x \in S |-> 2]) = 2 * SumSet(S)
=============================================================================
