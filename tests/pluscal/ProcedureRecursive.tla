---- MODULE ProcedureRecursive ----
EXTENDS Naturals, Sequences, TLC
(* --algorithm ProcedureRecursive
variables fact = 1;
procedure Fact(n)
begin
  F1: if n > 1 then
        fact := fact * n;
        call Fact(n - 1);
        return;
      end if;
  F2: return;
end procedure;
begin
  Start: call Fact(4);
  Check: assert fact = 24;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
