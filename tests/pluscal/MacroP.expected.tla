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
VARIABLES pc, q, got

vars == << pc, q, got >>

Init == (* Global variables *)
        /\ q = <<>>
        /\ got = 0
        /\ pc = "A"

A == /\ pc = "A"
     /\ q' = Append(q, 1 + 2)
     /\ pc' = "B"
     /\ got' = got

B == /\ pc = "B"
     /\ q' = Append(q, got + 10)
     /\ pc' = "C"
     /\ got' = got

C == /\ pc = "C"
     /\ q /= <<>>
     /\ got' = Head(q)
     /\ q' = Tail(q)
     /\ pc' = "D"

D == /\ pc = "D"
     /\ q /= <<>>
     /\ got' = Head(q)
     /\ q' = Tail(q)
     /\ pc' = "E"

E == /\ pc = "E"
     /\ IF got > 5
           THEN /\ got' = 0
           ELSE /\ TRUE
                /\ got' = got
     /\ pc' = "Done"
     /\ q' = q

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == A \/ B \/ C \/ D \/ E
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
