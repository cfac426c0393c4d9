---- MODULE ProcedureP ----
EXTENDS Naturals, Sequences, TLC
(* --algorithm ProcedureP
variables result = 0, calls = 0;
procedure Add(a, b = 1)
variables tmp = 0;
begin
  Add1: tmp := a + b;
  Add2: result := tmp;
        calls := calls + 1;
        return;
end procedure;
procedure Twice(n)
begin
  Tw1: call Add(n, n);
       return;
end procedure;
begin
  Main1: call Add(2, 3);
  Main2: call Twice(4);
         goto Main4;
  Main3: result := 0;
  Main4: assert result = 8;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
