---- MODULE MultiAssignC ----
EXTENDS Naturals
(* --algorithm MultiAssignC {
  variables x = 0, y = 1,
            f = [i \in 1..3 |-> 0],
            r = [a |-> 0, b |-> 0],
            g = [i \in 1..2 |-> [a |-> 0, b |-> <<0, 0>>]];
  {
    Swap: x := y || y := x;
    Fun: f[1] := 5 || f[2] := f[1] + 1;
    F3: f[3] := 7;
    Rec: r.a := 1;
    RB: r.b := r.a + 1;
    Nest: g[1].a := 2 || g[2].b[1] := 3;
          x := g[1].a;
    Both: r.a := 9 || x := 3 || y := r.a
  }
} *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y, f, r, g

vars == << pc, x, y, f, r, g >>

Init == (* Global variables *)
        /\ x = 0
        /\ y = 1
        /\ f = [i \in 1..3 |-> 0]
        /\ r = [a |-> 0, b |-> 0]
        /\ g = [i \in 1..2 |-> [a |-> 0, b |-> <<0, 0>>]]
        /\ pc = "Swap"

Swap == /\ pc = "Swap"
        /\ /\ x' = y
           /\ y' = x
        /\ pc' = "Fun"
        /\ UNCHANGED << f, r, g >>

Fun == /\ pc = "Fun"
       /\ f' = [f EXCEPT ![1] = 5,
                         ![2] = f[1] + 1]
       /\ pc' = "F3"
       /\ UNCHANGED << x, y, r, g >>

F3 == /\ pc = "F3"
      /\ f' = [f EXCEPT ![3] = 7]
      /\ pc' = "Rec"
      /\ UNCHANGED << x, y, r, g >>

Rec == /\ pc = "Rec"
       /\ r' = [r EXCEPT !.a = 1]
       /\ pc' = "RB"
       /\ UNCHANGED << x, y, f, g >>

RB == /\ pc = "RB"
      /\ r' = [r EXCEPT !.b = r.a + 1]
      /\ pc' = "Nest"
      /\ UNCHANGED << x, y, f, g >>

Nest == /\ pc = "Nest"
        /\ g' = [g EXCEPT ![1].a = 2,
                          ![2].b[1] = 3]
        /\ x' = g'[1].a
        /\ pc' = "Both"
        /\ UNCHANGED << y, f, r >>

Both == /\ pc = "Both"
        /\ /\ r' = [r EXCEPT !.a = 9]
           /\ x' = 3
           /\ y' = r.a
        /\ pc' = "Done"
        /\ UNCHANGED << f, g >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Swap \/ Fun \/ F3 \/ Rec \/ RB \/ Nest \/ Both
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
====
