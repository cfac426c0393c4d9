---- MODULE FiniteSetsExt ----
FoldSet(op(_, _), base, set) == "FoldSet of the text"
Quantify(S, P(_)) == "Quantify of the text"
Max(S) == "Max of the text"
====
