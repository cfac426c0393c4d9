(* Text before the module header is ignored. *)
---- MODULE comments_and_numbers ----
(* A comment (* with a nested (* comment *) inside *) ends here. *)
EXTENDS Integers \* a line comment after EXTENDS
(***************************************************************************)
(* A boxed comment, as the TLA+ Toolbox writes them.                       *)
(***************************************************************************)
Bin == \b101       \* 5
Oct == \o17        \* 15
Hex == \hFF        \* 255
HexUpper == \HfF   \* 255
Dec == 3.14
Sum == Bin + Oct + Hex + HexUpper  (* a comment (* nested *) mid-line *) + 1
Str == "a \"quoted\" string with \\ and \n"
Neg == -Bin + (- 3)
Range == -2..2
====
Text after the end is ignored, even ( [ { and (* unclosed comments.
