------------------------------- MODULE Types -------------------------------
\* A minimal Types module, written for this repository so that WorkerSpec.tla
\* (SwarmKit's high-level spec of a worker node, transcribed from seed 004)
\* can be checked on its own.  The seed EXTENDS Types, Tasks and
\* EventCounter but does not contain them; these are NOT SwarmKit's modules,
\* only the few definitions WorkerSpec uses:
\*   Node, the task states and their order (\prec, \preceq), TaskState,
\*   State(t), Runnable(t)
\* plus what is needed to describe a task (TaskId, DesiredState, Task,
\* unassigned).

EXTENDS Naturals

CONSTANT Node        \* The worker nodes.
CONSTANT TaskId      \* Task identifiers (a small set of model values when checking).
CONSTANT unassigned  \* The "node" of a task that no node is responsible for yet.

ASSUME unassigned \notin Node

(* The states of a task.  `remove' is only ever a desired state. *)
new       == "new"
pending   == "pending"
assigned  == "assigned"
accepted  == "accepted"
preparing == "preparing"
ready     == "ready"
starting  == "starting"
running   == "running"
complete  == "complete"
shutdown  == "shutdown"
failed    == "failed"
rejected  == "rejected"
remove    == "remove"
orphaned  == "orphaned"

(* The task life cycle: a task's state only ever moves to the right. *)
Lifecycle == << new, pending, assigned, accepted, preparing, ready, starting,
                running, complete, shutdown, failed, rejected, remove, orphaned >>

(* The position of state s in the life cycle. *)
Rank(s) == CHOOSE i \in DOMAIN Lifecycle : Lifecycle[i] = s

a \prec b   == Rank(a) < Rank(b)    \* a comes strictly before b
a \preceq b == Rank(a) <= Rank(b)   \* a comes before b, or is b

(* The states a task can actually be in. *)
TaskState == { Lifecycle[i] : i \in DOMAIN Lifecycle } \ { remove }

(* The states the orchestrator can ask a task to reach. *)
DesiredState == { ready, running, shutdown, remove }

(* A task, with only the fields WorkerSpec reads. *)
Task == [ id            : TaskId,
          status        : [ state : TaskState ],
          desired_state : DesiredState,
          node          : Node \union { unassigned } ]

(* The current state of a task. *)
State(task) == task.status.state

(* A task is runnable while it is running or may still come to run. *)
Runnable(task) == State(task) \preceq running

=============================================================================
