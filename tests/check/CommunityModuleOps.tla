------------------------- MODULE CommunityModuleOps -------------------------
\* Operators of the newest CommunityModules the built-in modules lacked
\* (SequencesExt's IsSorted and ToBag, Functions' SumFunction and
\* SumFunctionOnSet, IOUtils' zeroPadN), and the operators the community
\* modules export through EXTENDS (SequencesExt EXTENDS Sequences,
\* Naturals, FiniteSets, FiniteSetsExt, Folds, Functions, Bags and TLC):
\* this module EXTENDS SequencesExt and IOUtils only.  Its variables are
\* printed in the order SANY gives them, which depends on how many symbols
\* the EXTENDed modules export.
EXTENDS SequencesExt, IOUtils

ASSUME PrintT(<<"sorted", IsSorted(<<>>, <), IsSorted(<<5>>, <), IsSorted(<<1, 2, 3>>, <),
                IsSorted(<<1, 2, 2>>, <), IsSorted(<<1, 2, 2>>, \leq), IsSorted(<<3, 2, 1>>, >),
                IsSorted(<<1, 3, 2>>, LAMBDA a, b : a # b), IsSorted(<<"a", "b">>, LAMBDA a, b : a # b)>>)
ASSUME PrintT(<<"bags", ToBag(<<>>), ToBag(<<"a", "b", "a">>), ToBag(<<2, 2, 2>>),
                BagToSet(ToBag(<<3, 1>>)), CopiesIn(1, ToBag(<<1, 1, 2>>))>>)
ASSUME PrintT(<<"sums", SumFunction(<<>>), SumFunction(<<1, 2, 3>>), SumFunction([x \in 1..4 |-> x * x]),
                SumFunctionOnSet(<<5, 6, 7>>, {1, 3}), SumFunctionOnSet([a |-> 2, b |-> 3], {"b"}),
                SumFunctionOnSet(<<5, 6, 7>>, {})>>)
ASSUME PrintT(<<"pad", zeroPadN(42, 5), zeroPadN(123, 3), zeroPadN(7, 1), zeroPadN(0, 4),
                zeroPadN(12345, 2), zeroPadN(5, 0), zeroPadN(-3, 4)>>)
\* Names SequencesExt exports (from Sequences, Naturals, FiniteSets,
\* FiniteSetsExt, Folds, Functions, Bags, TLC).
ASSUME PrintT(<<"exports", Len(<<1, 2>>), Append(<<>>, 1), 2 + 3 * 4, Cardinality({1, 2}), Max({3, 7}),
                SumSet({1, 2, 3}), Range(<<1, 1, 2>>), IsInjective(<<1, 2>>), BagToSet(SetToBag({4})),
                1 :> 2, FoldSet(+, 0, 1..4), MapThenFoldSet(+, 0, LAMBDA x : x, LAMBDA S : CHOOSE x \in S : TRUE, {1, 2}),
                Restrict(<<1, 2, 3>>, {1}), -3 \div 2, {-1, 0} \subseteq Int>>)

VARIABLES zeta, alpha, mid, b, queue, count
Init == /\ zeta = 0 /\ alpha = <<>> /\ mid = {} /\ b = EmptyBag /\ queue = <<>> /\ count = 0
Next == /\ count < 3
        /\ count' = count + 1
        /\ alpha' = Append(alpha, count)
        /\ queue' = Cons(count, queue)
        /\ b' = b (+) SetToBag({count})
        /\ mid' = mid \cup {count}
        /\ zeta' = SumSet(mid')
Inv == /\ IsSorted(alpha, <)
       /\ IsSorted(queue, >)
       /\ ToBag(alpha) = b
       /\ zeroPadN(SumFunction(alpha), 2) # "01"
=============================================================================
