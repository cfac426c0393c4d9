---- MODULE SequencesExt ----
FoldSeq(op(_, _), base, seq) == "FoldSeq of the text"
FoldLeft(op(_, _), base, seq) == "FoldLeft of the text"
FoldRight(op(_, _), seq, base) == "FoldRight of the text"
FoldLeftDomain(op(_, _), base, seq) == "FoldLeftDomain of the text"
FoldRightDomain(op(_, _), seq, base) == "FoldRightDomain of the text"
SelectInSeq(seq, Test(_)) == "SelectInSeq of the text"
SelectInSubSeq(seq, from, to, Test(_)) == "SelectInSubSeq of the text"
SelectLastInSeq(seq, Test(_)) == "SelectLastInSeq of the text"
SelectLastInSubSeq(seq, from, to, Test(_)) == "SelectLastInSubSeq of the text"
RemoveFirstMatch(s, Test(_)) == "RemoveFirstMatch of the text"
Cons(elt, seq) == "Cons of the text"
====
