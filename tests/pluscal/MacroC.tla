---- MODULE MacroC ----
EXTENDS Naturals, Sequences
(* --algorithm MacroC {
  variables q = <<>>, got = 0;
  macro Put(v, w) {
    q := Append(q, v + w)
  }
  macro Take(into) {
    await q /= <<>>;
    into := Head(q);
    q := Tail(q)
  }
  macro Reset() { got := 0 }
  {
    A: Put(1, 2);
    B: Put(got, 10);
    C: Take(got);
    D: Take(got);
    E: if (got > 5) Reset()
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
