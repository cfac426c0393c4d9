---- MODULE Functions ----
FoldFunction(op(_, _), base, fun) == "FoldFunction of the text"
FoldFunctionOnSet(op(_, _), base, fun, indices) == "FoldFunctionOnSet of the text"
Range(f) == "Range of the text"
====
