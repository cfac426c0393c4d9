---- MODULE ProcedureMultiC ----
EXTENDS Naturals, Sequences
(* --algorithm ProcedureMultiC {
  variables total = 0;
  procedure Bump(by)
    variables old = 0;
  {
    Read: old := total;
    Write: total := old + by;
           return
  }
  fair process (Adder \in {1, 2})
    variables k = 0;
  {
    Loop: while (k < 2) {
            k := k + 1;
            call Bump(self)
          }
  }
  fair process (Reader = 0) {
    Look: await total > 0;
          call Bump(0)
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
