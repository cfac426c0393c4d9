----------------------------- MODULE kcpStorage -----------------------------
\* Transcribed from seed 002_2f3de26d6f3fcad0.txt, a PDF rendering (with its
\* line numbers) of a PlusCal model of kcp storage controllers.
\*
\* Repairs of the PDF extraction:
\* repair: the seed has no MODULE header nor closing line; the module is
\*   named after the PlusCal algorithm, kcpStorage.  The seed's line numbers
\*   (37 ... 182), page markup ("- " list markers, code fences, \mathbf,
\*   \text, \texttt, $_{46}$) and typeset symbols (\triangleq,
\*   \stackrel{\triangle}{=}, \stackrel{\Delta}{=} -> ==; \wedge/\land -> /\;
\*   \vee/\lor -> \/; \forall -> \A; \exists -> \E; \mapsto -> |->;
\*   \rightarrow -> ->; \square/\Box -> []; \lozenge -> <>; \langle/\rangle
\*   -> << >>; \le/\leq -> \leq; \_ -> _; ``..'' -> "...") were converted to
\*   ASCII TLA+.  "Start\_P", "Start_{-}" and "Start}_{-}" are the labels
\*   Start_P and Start_ of the translation.
\* repair: tla2tex prints comments without their comment markers, so the
\*   extraction lost them: every free-text line of the seed (e.g. "Only
\*   assign if not on any cluster", "Global variables") is a comment again,
\*   and the PlusCal algorithm is again inside a block comment.
\* repair (ambiguity): the seed shows "process User = U ... end process;"
\*   and "assert(PrintT(<<ns, pvc>>));" as if they were code, but the seed's
\*   own translation (BEGIN/END TRANSLATION) has no process User (ProcSet is
\*   {NC} \cup {PVCC} \cup (CLUSTERS)) and no assert/PrintT in Start_; the
\*   translator renamed only the Start labels of NamespaceController and
\*   PVCController.  So these lines were commented out ("\*") in the source
\*   and their markers were lost; they are kept as commented-out lines.
\* repair: the bulleted lists of the translation (Init, Start_, Start_P,
\*   Start(self), Terminating, Spec, TypeOK, Invariants) lost their
\*   columns; they are re-aligned as the PlusCal translator lays them out.
\* repair: "The kcp-level Name space controller" (word split by the PDF)
\*   -> "The kcp-level Namespace controller".
\* repair: the horizontal rule between END TRANSLATION and TypeOK and the
\*   closing line of the module were rendered as rules and not extracted;
\*   they are restored.  The Modification History follows the closing line.

(***************************************************************************)
(* Goal: Modeling interaction of controllers/users to ensure data safety   *)
(* as data and workloads are created, deleted, used, and migrated across   *)
(* clusters                                                                *)
(***************************************************************************)

(***************************************************************************
Processes:

- Controllers

- Users


Constants:

- Clusters Set of locations where things can be deployed.

- Namepaces Set of kcp name spaces.  For now, skip this and only model a
  single NS.  Extend the model once we have cross NS interaction

- PVCs Set of PVCs.  Since they don't interact w/ each other, we'll only
  model one

- SyncStates "nil", "Empty", "Sync"


State

- ns record mapping Clusters to SyncStates.  This represents the state/A: ""
  label on the namespace
 ***************************************************************************)
EXTENDS FiniteSets, Naturals, Sequences, TLC

CONSTANTS
    CLUSTERS,   \* The set of clusters that workloads can be assigned to.
    NC, PVCC, U \* Model values

ASSUME
    Cardinality(CLUSTERS) > 0

SyncStates == {"nil", "Empty", "Sync"}

(* --fair algorithm kcpStorage
variables
    \* Namespaces start unassigned to any cluster
    ns = [c \in CLUSTERS |-> "nil"],
    pvc = [c \in CLUSTERS |-> "nil"]

\* Process representing the user's actions
\* repair: the following five lines are commented out (see the header).
\*process User = U
\*begin
\*    Start:
\*    skip;
\*end process;

\* The kcp-level Namespace controller
process NamespaceController = NC
variables
begin
    Start:
    \* repair: commented out (see the header).
    \*assert(PrintT(<<ns, pvc>>));
    either \* Assign a NS to a cluster
        await \A c \in CLUSTERS: ns[c] = "nil"; \* Only assign if not on any cluster
        with c \in CLUSTERS do
            ns[c] := "Sync";
        end with;
    or \* Remove the NS from a cluster
        with c \in {c \in CLUSTERS: ns[c] = "Sync"} do
            ns[c] := "nil";
        end with;
    end either;
    goto Start;
end process;

\* kcp-level PVC controller
process PVCController = PVCC
begin
    Start:
    pvc := ns; \* Set the PVC's state to match the NS state
    goto Start;
end process;

\* The syncer process running on each workload cluster
process Syncer \in CLUSTERS
variables
    pvc_state = "nil" \* Starts not synced here
begin
    Start:
    \* Update our local state to match desired
    pvc_state := ns[self];
    goto Start;
end process;

end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "c54d5efb" /\ chksum(tla) = "2e992517")
\* Label Start of process NamespaceController at line 67 col 5 changed to Start_
\* Label Start of process PVCController at line 84 col 5 changed to Start_P
VARIABLES ns, pvc, pc, pvc_state

vars == << ns, pvc, pc, pvc_state >>

ProcSet == {NC} \cup {PVCC} \cup (CLUSTERS)

Init == (* Global variables *)
        /\ ns = [c \in CLUSTERS |-> "nil"]
        /\ pvc = [c \in CLUSTERS |-> "nil"]
        (* Process Syncer *)
        /\ pvc_state = [self \in CLUSTERS |-> "nil"]
        /\ pc = [self \in ProcSet |-> CASE self = NC -> "Start_"
                                        [] self = PVCC -> "Start_P"
                                        [] self \in CLUSTERS -> "Start"]

Start_ == /\ pc[NC] = "Start_"
          /\ \/ /\ \A c \in CLUSTERS: ns[c] = "nil"
                /\ \E c \in CLUSTERS:
                     ns' = [ns EXCEPT ![c] = "Sync"]
             \/ /\ \E c \in {c \in CLUSTERS: ns[c] = "Sync"}:
                     ns' = [ns EXCEPT ![c] = "nil"]
          /\ pc' = [pc EXCEPT ![NC] = "Start_"]
          /\ UNCHANGED << pvc, pvc_state >>

NamespaceController == Start_

Start_P == /\ pc[PVCC] = "Start_P"
           /\ pvc' = ns
           /\ pc' = [pc EXCEPT ![PVCC] = "Start_P"]
           /\ UNCHANGED << ns, pvc_state >>

PVCController == Start_P

Start(self) == /\ pc[self] = "Start"
               /\ pvc_state' = [pvc_state EXCEPT ![self] = ns[self]]
               /\ pc' = [pc EXCEPT ![self] = "Start"]
               /\ UNCHANGED << ns, pvc >>

Syncer(self) == Start(self)

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == NamespaceController \/ PVCController
           \/ (\E self \in CLUSTERS: Syncer(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION

-----------------------------------------------------------------------------

\* All variables are of the correct type
TypeOK ==
    \* ns has a mapping for exactly every cluster
    /\ DOMAIN ns = CLUSTERS
    \* All cluster sync states are valid values
    /\ \A c \in DOMAIN ns: ns[c] \in SyncStates

\* A Namespace is assigned to at most 1 cluster
Inv_NSAtMostOneCluster == Cardinality({\A c \in CLUSTERS: ns[c] = "Sync"}) \leq 1

\* A PVC is assigned to at most 1 cluster
Inv_PVCAtMostOneCluster == Cardinality({\A c \in CLUSTERS: pvc[c] = "Sync"}) \leq 1

\* At most one cluster thinks they can use the PVC
Inv_UsableByAtMostOne == Cardinality({c \in CLUSTERS: pvc_state[c] = "Sync"}) \leq 1

\* Statements that must be true in ALL states
Invariants ==
    /\ TypeOK
    /\ Inv_NSAtMostOneCluster
    /\ Inv_PVCAtMostOneCluster
    /\ Inv_UsableByAtMostOne
=============================================================================
\* Modification History
\* Last modified Fri Sep 16 16:07:04 EDT 2022 by jstrunk
\* Created Fri Sep 16 09:16:27 EDT 2022 by jstrunk
