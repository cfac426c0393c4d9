------------------------------- MODULE Tasks -------------------------------
\* A minimal Tasks module, written for this repository (see Types.tla): the
\* `tasks' variable, UpdateTasks (used by WorkerSpec), the initial tasks of
\* a model that checks a worker on its own, and two properties of tasks.
\* EXTENDS TLC for the `:>' operator that WorkerSpec uses.

EXTENDS TLC, Types

VARIABLE tasks   \* The set of tasks that currently exist.

(* Every task is a Task, and task ids are unique. *)
TasksTypeOK ==
  /\ tasks \subseteq Task
  /\ \A x, y \in tasks : x.id = y.id => x = y

(* Replace each task x in DOMAIN f by its new version f[x]. *)
UpdateTasks(f) ==
  tasks' = (tasks \ DOMAIN f) \union { f[x] : x \in DOMAIN f }

(* Initial tasks when a worker is checked on its own: the (unmodelled)
   scheduler has already assigned every task to some node, and the
   (unmodelled) orchestrator has given it some desired state. *)
TasksInit ==
  \E where \in [ TaskId -> Node ], want \in [ TaskId -> DesiredState ] :
    tasks = { [ id            |-> i,
                status        |-> [ state |-> assigned ],
                desired_state |-> want[i],
                node          |-> where[i] ] : i \in TaskId }

(* The state changes that a worker (agent) may make to a task it owns. *)
AgentTransitions ==
  { << assigned, accepted >>, << accepted, preparing >>,
    << preparing, ready >>, << ready, starting >>, << starting, running >> }
  \union { << s, rejected >> : s \in { assigned, accepted, preparing, ready, starting } }
  \union { << running, s >> : s \in { complete, failed, shutdown } }
  \union { << s, orphaned >> : s \in { assigned, accepted, preparing, ready, starting, running } }

(* Action property, for models in which only workers act on tasks: no
   task is created or removed, and a changed task keeps its id, node and
   desired state and moves along one of the AgentTransitions. *)
TaskTransitionsOK ==
  [][ /\ { x.id : x \in tasks' } = { x.id : x \in tasks }
      /\ \A x \in tasks, y \in tasks' :
           (x.id = y.id /\ x # y) =>
              /\ y.node = x.node
              /\ y.desired_state = x.desired_state
              /\ << State(x), State(y) >> \in AgentTransitions ]_tasks

(* A task is settled when no worker progress is possible for it any more:
   it has reached (or passed) its desired state, or it cannot run again. *)
Settled(x) ==
  \/ x.desired_state \preceq State(x)
  \/ ~Runnable(x)

(* Liveness: eventually every task is settled, for ever. *)
EventuallySettled == <>[](\A x \in tasks : Settled(x))

=============================================================================
