-------------------------------- MODULE Procs --------------------------------
(***************************************************************************)
(* Processes adding to a total. The translation below was made before the  *)
(* algorithm was last edited (step b added 1, it now adds the process's    *)
(* number), so its checksums say the algorithm has changed; `tlars         *)
(* translate` replaces it, and `tlars check --translate` checks the new    *)
(* one.                                                                    *)
(***************************************************************************)
EXTENDS Naturals

CONSTANT N

(* --algorithm procs {
    variables total = 0;
    process (p \in 1..N)
    variables mine = 0;
    {
      a: mine := self;
      b: total := total + mine;
    }
} *)
\* BEGIN TRANSLATION (chksum(pcal) = "c1a28ccf" /\ chksum(tla) = "1cfab76e")
VARIABLES pc, total, mine

vars == << pc, total, mine >>

ProcSet == (1..N)

Init == (* Global variables *)
        /\ total = 0
        (* Process p *)
        /\ mine = [self \in 1..N |-> 0]
        /\ pc = [self \in ProcSet |-> "a"]

a(self) == /\ pc[self] = "a"
           /\ mine' = [mine EXCEPT ![self] = self]
           /\ pc' = [pc EXCEPT ![self] = "b"]
           /\ total' = total

b(self) == /\ pc[self] = "b"
           /\ total' = total + 1
           /\ pc' = [pc EXCEPT ![self] = "Done"]
           /\ mine' = mine

p(self) == a(self) \/ b(self)

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == (\E self \in 1..N: p(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION

TotalBound == total <= N
=============================================================================
