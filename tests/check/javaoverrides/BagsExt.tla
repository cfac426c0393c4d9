---- MODULE BagsExt ----
\* A copy kept beside the spec, with definitions of its own: TLC evaluates
\* FoldBag with its Java code anyway; BagAdd (no Java) is this text's.
FoldBag(op(_, _), base, B) == "FoldBag of the text"
BagAdd(B, x) == "BagAdd of the text"
====
