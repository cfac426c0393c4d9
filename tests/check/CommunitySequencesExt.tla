------------------------- MODULE CommunitySequencesExt -------------------------
\* The operators of the built-in SequencesExt module (no -I needed).
EXTENDS SequencesExt, Naturals, Sequences, TLC

Cat(x, y) == <<x>> \o y
Push(acc, x) == Append(acc, x)

ASSUME PrintT(<<"sets", ToSet(<<3, 1, 3>>), SetToSeq({3, 1, 2}), SetToSeqs({1, 2}),
                SetToSortSeq({3, 1, 2}, >), SetToAllKPermutations({1, 2})>>)
ASSUME PrintT(<<"tuples", TupleOf({0, 1}, 2), SeqOf({7}, 2), BoundedSeq({7}, 1),
                <<1, 1>> \in SeqOf(1..3, 2), <<1, 1, 1>> \in SeqOf(1..3, 2)>>)
ASSUME PrintT(<<"rewrite", Contains(<<1, 2>>, 2), Contains(<<>>, 2), Reverse(<<1, 2, 3>>),
                Remove(<<1, 2, 1, 3>>, 1), ReplaceAll(<<1, 2, 1>>, 1, 9)>>)
ASSUME PrintT(<<"select", SelectInSeq(<<1, 2, 3, 2>>, LAMBDA x : x = 2),
                SelectInSeq(<<1, 2>>, LAMBDA x : x > 5),
                SelectLastInSeq(<<1, 2, 3, 2>>, LAMBDA x : x = 2),
                SelectInSubSeq(<<1, 2, 3, 2>>, 3, 4, LAMBDA x : x = 2),
                SelectInSubSeq(<<1, 2, 3, 2>>, 3, 3, LAMBDA x : x = 2),
                SelectLastInSubSeq(<<2, 2, 3, 2>>, 1, 3, LAMBDA x : x = 2),
                SelectLastInSubSeq(<<2, 2, 3, 2>>, 2, 3, LAMBDA x : x = 2),
                SelectLastInSubSeq(<<5, 2, 3, 2>>, 3, 3, LAMBDA x : x = 2)>>)
ASSUME PrintT(<<"positions", InsertAt(<<1, 2>>, 1, 0), InsertAt(<<1, 2>>, 3, 0),
                ReplaceAt(<<1, 2>>, 2, 0), RemoveAt(<<1, 2, 3>>, 2),
                RemoveFirst(<<1, 2, 1>>, 1), RemoveFirst(<<1>>, 5),
                RemoveFirstMatch(<<1, 2, 3, 2>>, LAMBDA x : x > 1),
                RemoveFirstMatch(<<1>>, LAMBDA x : x > 1)>>)
ASSUME PrintT(<<"ends", Cons(0, <<1>>), Snoc(0, <<1>>), Front(<<1, 2, 3>>), Last(<<1, 2, 3>>)>>)
ASSUME PrintT(<<"prefix", IsPrefix(<<1>>, <<1, 2>>), IsPrefix(<<2>>, <<1, 2>>), IsPrefix(<<>>, <<>>),
                IsStrictPrefix(<<1, 2>>, <<1, 2>>), IsSuffix(<<2>>, <<1, 2>>),
                IsStrictSuffix(<<1, 2>>, <<1, 2>>), Prefixes(<<1, 2>>), Suffixes(<<1, 2>>),
                CommonPrefixes({<<1, 2>>, <<1, 3>>}), LongestCommonPrefix({<<1, 2, 3>>, <<1, 2>>, <<1, 2, 4>>})>>)
ASSUME PrintT(<<"mod", SeqMod(3, 3), SeqMod(4, 3), SeqMod(0, 3)>>)
ASSUME PrintT(<<"folds", FoldSeq(Cat, <<>>, <<1, 2, 3>>), FoldLeft(Push, <<>>, <<1, 2, 3>>),
                FoldRight(Cat, <<1, 2, 3>>, <<>>), FoldLeftDomain(Push, <<>>, <<7, 8, 9>>),
                FoldRightDomain(Cat, <<7, 8, 9>>, <<>>), FoldLeft(LAMBDA a, b : a - b, 10, <<1, 2>>),
                FoldRight(LAMBDA a, b : a - b, <<1, 2>>, 10), FoldSeq(+, 0, <<>>)>>)
ASSUME PrintT(<<"combine", FlattenSeq(<<<<1>>, <<>>, <<2, 3>>>>), FlattenSeq(<<>>), Zip(<<1, 2, 3>>, <<4, 5>>),
                Interleave(<<1, 2>>, <<3, 4>>), Interleave(<<>>, <<>>)>>)
ASSUME PrintT(<<"subseqs", SubSeqs(<<1, 2>>), AllSubSeqs(<<1, 2, 3>>), IndexFirstSubSeq(<<2, 3>>, <<1, 2, 3, 2, 3>>),
                IndexFirstSubSeq(<<>>, <<1>>), ReplaceSubSeqAt(2, <<0>>, <<2, 3>>, <<1, 2, 3, 4>>),
                ReplaceFirstSubSeq(<<0>>, <<2>>, <<1, 2, 2>>), ReplaceFirstSubSeq(<<0>>, <<5>>, <<1, 2>>)>>)
ASSUME PrintT(<<"replaceall", ReplaceAllSubSeqs(<<0>>, <<1, 2>>, <<1, 2>>),
                ReplaceAllSubSeqs(<<1, 2>>, <<1, 2>>, <<3>>),
                ReplaceAllSubSeqs(<<9, 9>>, <<1>>, <<1, 2, 1>>),
                ReplaceAllSubSeqs(<<0>>, <<5>>, <<1, 2>>),
                ReplaceAllSubSeqs(<<9>>, <<>>, <<1>>)>>)

VARIABLE s
Init == s = <<>>
Next == /\ Len(s) < 3
        /\ \E x \in 1..2 : s' = Cons(x, s)
Inv == /\ IsPrefix(Front(s), s) /\ Len(Reverse(s)) = Len(s)
       /\ FoldLeft(+, 0, s) = FoldRight(+, s, 0)
       /\ SelectInSeq(s, LAMBDA x : x = 2) = IF Contains(s, 2) THEN IndexFirstSubSeq(<<2>>, s) ELSE 0
=============================================================================
