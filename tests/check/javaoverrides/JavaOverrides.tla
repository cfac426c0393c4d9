---- MODULE JavaOverrides ----
\* TLC evaluates the community operators it has Java code for with that
\* code whatever text defines them (here copies beside the spec): the order
\* in which a fold applies its operator, the order of the elements, the
\* searches. Operators without Java code keep the text's definitions.
EXTENDS Naturals, Sequences, BagsExt, FiniteSetsExt, Functions, SequencesExt
VARIABLE x
Pair(a, b) == <<a, b>>
Even(n) == n % 2 = 0
Init ==
  x = [bag |-> FoldBag(Pair, 0, [e \in {"a", "b"} |-> IF e = "a" THEN 2 ELSE 1]),
       set |-> FoldSet(Pair, 0, {3, 1, 2}),
       quantify |-> Quantify(1..7, Even),
       fun |-> FoldFunction(Pair, 0, [i \in {"p", "q"} |-> i]),
       funOnSet |-> FoldFunctionOnSet(Pair, 0, <<10, 20, 30>>, {3, 1}),
       seq |-> FoldSeq(Pair, 0, <<"u", "v">>),
       left |-> FoldLeft(Pair, 0, <<"u", "v">>),
       right |-> FoldRight(Pair, <<"u", "v">>, 0),
       leftDom |-> FoldLeftDomain(Pair, 0, <<"u", "v">>),
       rightDom |-> FoldRightDomain(Pair, <<"u", "v">>, 0),
       sel |-> SelectInSeq(<<1, 2, 4, 5>>, Even),
       selSub |-> SelectInSubSeq(<<1, 2, 4, 5>>, 3, 4, Even),
       selLast |-> SelectLastInSeq(<<1, 2, 4, 5>>, Even),
       selLastSub |-> SelectLastInSubSeq(<<1, 2, 4, 5>>, 1, 2, Even),
       remove |-> RemoveFirstMatch(<<1, 2, 4, 5>>, Even),
       lambda |-> FoldSet(LAMBDA a, b : a + b, 0, 1..4),
       cons |-> Cons(1, <<2>>),
       text |-> <<BagAdd(<<>>, 1), Max({1}), Range(<<1>>)>>]
Next == UNCHANGED x
Inv == x = <<>>
\* The Java methods' errors.
NotBoolean == x = SelectInSeq(<<1, 2>>, LAMBDA e : e)
NotInDomain == x = SelectInSubSeq(<<1, 2>>, 0, 2, Even)
BagCount == x = FoldBag(Pair, 0, [e \in {"a"} |-> 0])
NotSequence == x = FoldLeft(Pair, 0, {1})
====
