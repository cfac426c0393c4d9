---------------------------- MODULE EventCounter ----------------------------
\* A minimal EventCounter module, written for this repository (see
\* Types.tla).  WorkerSpec tags its "environment" actions (a task is
\* rejected, a container exits, a node goes down) with CountEvent; bounding
\* their number keeps the model finite and lets fairness make progress.

EXTENDS Naturals

CONSTANT maxEvents   \* How many counted events a behaviour may contain.

ASSUME maxEvents \in Nat

VARIABLE nEvents     \* How many counted events have happened so far.

InitEvents == nEvents = 0

EventsTypeOK == nEvents \in 0..maxEvents

(* A counted event: only possible while the budget is not spent. *)
CountEvent ==
  /\ nEvents < maxEvents
  /\ nEvents' = nEvents + 1

=============================================================================
