---- MODULE MultiAssignP ----
EXTENDS Naturals
(* --algorithm MultiAssignP
variables x = 0, y = 1,
          f = [i \in 1..3 |-> 0],
          r = [a |-> 0, b |-> 0],
          g = [i \in 1..2 |-> [a |-> 0, b |-> <<0, 0>>]];
begin
  Swap: x := y || y := x;
  Fun: f[1] := 5 || f[2] := f[1] + 1;
  F3: f[3] := 7;
  Rec: r.a := 1;
  RB: r.b := r.a + 1;
  Nest: g[1].a := 2 || g[2].b[1] := 3;
        x := g[1].a;
  Both: r.a := 9 || x := 3 || y := r.a;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
