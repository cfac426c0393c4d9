---- MODULE ProcedureCallGotoRenamed ----
EXTENDS Naturals, Sequences
\* A label named like a variable is renamed, but the translator keeps the
\* name written in `call P(); goto L` (the call's return label).
(* --algorithm ProcedureCallGotoRenamed
variables n = 0, x = 0;
procedure P() begin
  P1: x := x + 1;
  P2: return;
end procedure;
begin
  A: call P(); goto n;
  n: if x < 2 then goto A end if;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
