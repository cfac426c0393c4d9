---- MODULE DefineC ----
EXTENDS Naturals, Sequences
(* --algorithm DefineC {
  variables q = <<>>, total = 0;
  define {
    Empty == q = <<>>
    Sum(a, b) == a + b
    TypeOK == total \in 0..10
  }
  {
    Fill: q := <<1, 2, 3>>;
    Drain: while (~Empty) {
             total := Sum(total, Head(q));
             q := Tail(q)
           }
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
