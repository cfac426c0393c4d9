---- MODULE ProcedureCallGoto ----
EXTENDS Naturals, Sequences
(* --algorithm ProcedureCallGoto
variables x = 0;
procedure Inc(d)
begin
  I1: x := x + d;
  I2: return;
end procedure;
procedure Chain()
begin
  Ch1: call Inc(1);
       goto Ch3;
  Ch2: x := 100;
  Ch3: call Inc(2);
       return;
end procedure;
begin
  M1: if x = 0 then
        call Chain();
      else
        call Inc(5);
      end if;
  M2: if x < 10 then
        call Inc(10);
        goto M1;
      end if;
  M3: x := 0;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
