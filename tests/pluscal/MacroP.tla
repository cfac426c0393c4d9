---- MODULE MacroP ----
EXTENDS Naturals, Sequences
(* --algorithm MacroP
variables q = <<>>, got = 0;
macro Put(v, w)
begin
  q := Append(q, v + w);
end macro;
macro Take(into)
begin
  await q /= <<>>;
  into := Head(q);
  q := Tail(q);
end macro;
macro Reset()
begin
  got := 0;
end macro;
begin
  A: Put(1, 2);
  B: Put(got, 10);
  C: Take(got);
  D: Take(got);
  E: if got > 5 then Reset(); end if;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
====
