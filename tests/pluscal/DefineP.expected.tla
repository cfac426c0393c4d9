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
VARIABLES pc, q, total

(* define statement *)
Empty == q = <<>>
Sum(a, b) == a + b
TypeOK == total \in 0..10


vars == << pc, q, total >>

Init == (* Global variables *)
        /\ q = <<>>
        /\ total = 0
        /\ pc = "Fill"

Fill == /\ pc = "Fill"
        /\ q' = <<1, 2, 3>>
        /\ pc' = "Drain"
        /\ total' = total

Drain == /\ pc = "Drain"
         /\ IF ~Empty
               THEN /\ total' = Sum(total, Head(q))
                    /\ q' = Tail(q)
                    /\ pc' = "Drain"
               ELSE /\ pc' = "Done"
                    /\ UNCHANGED << q, total >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Fill \/ Drain
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
