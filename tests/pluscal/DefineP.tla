---- MODULE DefineP ----
EXTENDS Naturals, Sequences
(* --algorithm DefineP
variables q = <<>>, total = 0;
define
  Empty == q = <<>>
  Sum(a, b) == a + b
  TypeOK == total \in 0..10
end define;
begin
  Fill: q := <<1, 2, 3>>;
  Drain: while ~Empty do
           total := Sum(total, Head(q));
           q := Tail(q);
         end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
