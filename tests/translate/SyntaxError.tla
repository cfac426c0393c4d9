----------------------------- MODULE SyntaxError -----------------------------
(* An assignment written with `=`: the translator's error, at its place. *)
(*--algorithm SyntaxError
variables x = 0, y = 0;
begin
  a: x := x + 1;
  b: y = x;
end algorithm *)
=============================================================================
