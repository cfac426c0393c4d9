---- MODULE ProcedureMulti ----
EXTENDS Naturals, Sequences, TLC
(* --algorithm ProcedureMulti
variables lock = 0, entered = 0;
procedure Acquire()
begin
  Acq: await lock = 0;
       lock := self;
       return;
end procedure;
procedure Release(who)
variables was = lock;
begin
  Rel: assert was = who;
       lock := 0;
       return;
end procedure;
process Client \in 1..2
variables rounds = 0;
begin
  C1: while rounds < 2 do
        call Acquire();
  C2:   entered := entered + 1;
        rounds := rounds + 1;
        call Release(self);
      end while;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
