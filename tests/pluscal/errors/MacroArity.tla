---- MODULE MacroArity ----
EXTENDS Naturals
(* --algorithm MacroArity
variables x = 0;
macro Set(v)
begin
  x := v;
end macro;
begin
  A: Set(1, 2);
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
