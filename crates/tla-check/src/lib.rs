//! Exhaustive breadth-first model checking with TLC's numbers.
//!
//! States are slices of values with one 64-bit fingerprint; the seen-set
//! holds fingerprints only; every state keeps the index of its parent so a
//! violation comes with a shortest trace. "States generated" counts every
//! state produced by Init and by Next from an explored state, duplicates
//! included, as TLC does; "distinct states" counts the fingerprints kept;
//! the depth is the length of the longest shortest path from an initial
//! state (initial states are at depth 1).
//!
//! # In detail
//!
//! The crate owns the search: breadth-first over states kept as slices of values while
//! they wait in the frontier, a seen-set of 64-bit fingerprints,
//! `explored.rs`'s record of every distinct state (fingerprint, parent's
//! position, action: 16 bytes, in a `fixed_log.rs` log: chunks of 2^20 records
//! of which only the one being filled stays in memory, the others in a file of
//! the work folder, TLC's trace file; the states themselves, encoded by
//! `kept.rs`, only when liveness's graph or TLCExt's Trace read them again, in
//! memory until the process passes `--max-memory`, then in a file of the work
//! folder, read back one at a time), from which a shortest trace is rebuilt as
//! TLC rebuilds its traces from its trace file: step by step, the first
//! successor of the state before, action by action, with the recorded
//! fingerprint, admitted by the constraints or not (so a VIEW that gives a
//! state outside the model the same fingerprint shows it, as in TLC; Print is
//! silent meanwhile: the steps printed when the search took them), Next split
//! into TLC's actions (through `\/`, `\E` and definitions applied to constants,
//! not inside a definition of a module INSTANCEd with substitutions: that one
//! action is named as SANY names the definition, `Alg!Next`, at the INSTANCE,
//! `OpDef::instance`) to name trace steps, invariants, state and action
//! constraints, action properties and deadlock, with TLC's rules for what is
//! counted and checked (`possible.rs`: `_POSSIBLE` predicates are trackers
//! appended to the state or action constraints, counting on every generated
//! state or transition the user's constraints admit, in the named register
//! `"s:_possible"`, as TLC's generated `_Possible` module does; a state holding
//! a set that cannot be enumerated cannot be fingerprinted and is an error,
//! never merged with other such states), and TLC's phases for errors (a failure
//! while the initial states are computed and checked is `Violation::InitEval`,
//! one in a successor's invariant `InvariantEval`, one in Next, a constraint or
//! an action property `Eval`; `rerun.rs` models what TLC's rerun of a step does
//! after an invariant fails to evaluate: it admits and checks the successors
//! after the failing one, and an error it meets decides the exit status);
//! `search.rs` is the one search engine, whatever the number of workers: the
//! queue is taken a batch at a time (one state with one worker, and when
//! TLCExt's Trace observes the search state by state; up to 64 states of a
//! level with several: enough to keep the workers busy, few enough that the
//! successors are still in the caches when they are merged, checked and freed,
//! and that little is explored past a violation), each batch expanded on the
//! workers (successors, constraints, action properties, fingerprints; with a
//! batch of one state, the new successors' invariants too, in TLC's order,
//! stopping at the first violation), merged in queue order, and the new states'
//! invariants checked on the workers (none after the first state that violates
//! one); the first violation in queue order ends the search with the counts one
//! worker has there (with `--continue`, TLC's `-continue`, a violated invariant
//! or action property is instead recorded in `Checker::reported` with its
//! trace, in queue order, and the violating state is admitted as any other). So
//! counts, depth, violations and traces do not depend on the number of workers,
//! and there is one place where each check is made
//! (`Shared::check_transition`). With one worker the engine runs on the calling
//! thread with the checker's own evaluator; with more, each rayon thread (with
//! the main thread's stack size, `THREAD_STACK`) keeps its own evaluator for
//! the whole search. `seen.rs` is the seen-set, sharded by fingerprint, a shard
//! per worker: the merge first scans for where the batch stops (hashing
//! nothing), then each worker admits the successors of its shard in queue order
//! (the first successor with a fingerprint is decided within one shard, so it
//! is the one a single set finds), and only the bookkeeping that follows
//! (records in `explored`, counts) is sequential; a batch's states are freed by
//! the workers once it is explored. Each shard is split in 64 hash tables, so
//! that a table that grows holds little twice; past `--max-memory` a shard
//! merges its fingerprints into a sorted file (`seen_disk.rs`, TLC's disk
//! FPSet: the first fingerprint of each 4 KiB page in memory, a look-up reads
//! one page), and goes on in memory with the new ones. `records.rs` is a state
//! as a record (length, position, values by `tla_values::codec`) and the chunks
//! of records in memory that the frontier and `kept.rs` share; the frontier's
//! files and checkpoints hold the same records. `frontier.rs` holds a level's
//! waiting states in admission order: the first 16,384 as values, the rest
//! encoded in memory when the last 256 as values cost more than twice their
//! encoding (`Value::unshared_bytes`: a successor shares most of its values
//! with its parent and siblings, which an encoding does not), in chunks freed
//! as they are read, encoded and decoded on the workers; and once the process's
//! resident memory (looked at every 1,024 states and at a level's first) passes
//! `--max-memory` (default three quarters of the machine's; `--spill-above` to
//! set it apart), encoded in a file of `--work-dir`, read back after those in
//! memory, so the order, counts and traces do not change; a file that cannot be
//! written or read ends the search with TLC's status for a system failure (255)
//! (a run removes the files runs that were killed left there). Past the budget,
//! the search's `MemoryGuard` (between batches) sends the kept states to disk,
//! then the seen-set if it holds a quarter of the budget. `simulate.rs` draws
//! random behaviours (`tlars simulate`, TLC's `-simulate`): from an initial
//! state drawn at random, each step tries the actions from one drawn at random
//! and takes a successor drawn from the first that has any, checking each state
//! as the search does (through the same `Shared::check_transition` and
//! invariants), with tlars' own generator (SplitMix64) seeded per behaviour
//! from the seed and its number, in batches on the workers (the first violation
//! in behaviour order), so that a seed draws the same behaviours at any worker
//! count. `checkpoint.rs` writes the search between two batches every
//! `--checkpoint` minutes (the `explored` record, from which the seen-set is
//! rebuilt, the waiting states of both levels in the frontier's record format,
//! the counts, the workers' TLCSet registers, the interned strings that values
//! and fingerprints name by number, and with liveness the kept states,
//! transitions and counts per state) to one file, renamed over the previous one
//! once synced, ending with a checksum and beginning with a hash of the sources
//! and search options: `--recover` refuses a damaged or foreign checkpoint,
//! interns the strings again in the same order, and the search goes on exactly
//! where it was, so its results are those of a run that never stopped.
//! Fingerprints are hashed to themselves. `progress.rs` prints TLC's progress
//! line every minute and, when standard error is a terminal, redraws a status
//! line there (states, distinct, queue, rate, memory in use and on disk) with
//! `indicatif`, a well-kept crate that keeps the lines printed meanwhile from
//! tearing it: the one reason it is a dependency. `outdegree.rs` counts the new
//! successors of each explored state in TLC's 32 buckets, for TLC's outdegree
//! message. `coverage.rs` counts what TLC's `-coverage` reports: the states
//! each action generated and found (in the search's merge, in queue order, so
//! at any worker count), the values of each variable in the new states, and, on
//! the workers as they evaluate them, how often each constraint held; its
//! `Labels` (the names `tla-model` gives each line) make the report, which the
//! search prints among its progress lines every `--coverage` minutes.
//! `properties.rs` takes a SPECIFICATION and the PROPERTYs apart as TLC does
//! (initial predicates, `[][A]_v`, invariants `[]P`, and temporal formulas),
//! and looks for the variables in the subscript of `[][Next]_v` as TLC does
//! (warning of those missing; a subscript that refers to itself without end is
//! TLC's stack overflow before the search). `liveness/` checks the temporal
//! ones on the state graph the search recorded (every state with its successors
//! and a stuttering step): the search logs each transition as (source position,
//! target fingerprint) in a `fixed_log.rs` log (12 bytes, on disk past a
//! chunk), and `build.rs` makes the graph from it and the explored record in
//! two passes (count by source, then put in place, order and merge each state's
//! steps), finding targets by fingerprint in a sorted array, so that the graph
//! is 4 bytes a state and 4 an edge with no states in it, and the states are
//! read (from memory or disk) only for labels and the counterexample (with
//! several workers, every label is computed on them in blocks of 4,096 states,
//! a byte per label, before the search; Tarjan's marks are arrays over the
//! product when the tableau has at most 8 nodes); `formula.rs` turns a property
//! into LTL over state and action predicates (definitions, LET and local
//! operators expanded, a constant argument bound to its value and any other by
//! name, `Evaluator::by_name`, a thunk read afresh in each state, whose level
//! counts where it is used, `level_in`; quantifiers over constant sets
//! unrolled, WF/SF into their `[]<>`/`<>[]` forms), `tableau.rs` builds the
//! Büchi automaton of its negation (GPVW), and `search.rs` looks for a fair
//! accepting cycle of graph × tableau (Tarjan's SCCs, refined for strong
//! fairness) and returns a lasso. Fairness of the specification and
//! `<>[]p`/`[]<>p` conjuncts are conditions on components, not tableau states,
//! as in TLC; predicates are evaluated on demand and memoized. TLC also checks
//! properties while it searches, so with temporal properties the search records
//! the counts after each explored state (in the merge, at any number of
//! workers; `counts_log.rs`, 32 bytes a state in a `fixed_log.rs` log), and
//! with several workers the labels (every atom on every state and edge, which
//! the check of the explored states asks anyway) are computed on the workers
//! first, an error kept with its label until the label is asked:
//! `Properties::first_eval_error` finds the first explored state where TLC
//! would meet an evaluation error in a predicate, and `prefix.rs` the first
//! state after which a behaviour violating a property whatever follows (a
//! tableau node with nothing left to fulfil, no fairness) has been explored,
//! TLC's safety-like report (exit 12). Before the search, a property whose
//! negation is FALSE is TLC's tautology error and an oversized normal form its
//! limit. Under SYMMETRY, edges keep the successor the action gave, on which
//! action predicates (fairness) are evaluated. It depends on `tla-eval`, never
//! on the CLI.
#![forbid(unsafe_code)]

use std::collections::HashSet;
use tla_diagnostics::tlc_messages::{self, code, Class};
use tla_eval::{Cur, EResult, Enumerator, EvalError, Evaluator, IrKind, IrRef, Loc, Mode, OpBody, States};
use tla_values::{Cause, Value};

pub type State = Box<[Value]>;
pub use counts_log::ExploredCounts;

/// What the search tells a writer of its state graph (`--dump-dot`, TLC's
/// `-dump`), in the order one worker finds them: each initial state, and
/// each transition from a state at `level` to a state in or out of the
/// model (with the state when it is new or out of the model, and whether
/// it is in the model): every successor each action generated, steps from
/// a state to itself and back to states already found included, as TLC
/// draws them.
pub trait GraphWriter: Send {
    fn initial(&mut self, fp: u64, state: &[Value]);
    fn transition(&mut self, from: u64, level: u64, to: u64, action: usize, new_state: Option<(&[Value], bool)>);
    /// The search has ended: the writer completes what it writes, or says
    /// why it could not.
    fn finish(&mut self) -> std::io::Result<()>;
}

/// What to check, compiled.
pub struct Spec {
    /// The spec uses TLCExt's Trace: the search (on one thread) gives the
    /// evaluator the behaviour up to each state it explores.
    pub trace: bool,
    pub init: IrRef,
    pub next: IrRef,
    pub invariants: Vec<(String, IrRef)>,
    pub constraints: Vec<IrRef>,
    pub action_constraints: Vec<IrRef>,
    /// `_POSSIBLE` predicates, tracked after the constraints.
    pub possible: Vec<possible::Possible>,
    /// `[][A]_v` properties: checked on every transition.
    pub action_properties: Vec<(String, IrRef)>,
    /// State predicates among the PROPERTYs: checked on initial states.
    pub initial_properties: Vec<(String, IrRef)>,
    pub check_deadlock: bool,
    /// VIEW: states are told apart by this expression's value.
    pub view: Option<IrRef>,
    /// SYMMETRY: permutations of model values; a state and its images are
    /// one state (the smallest fingerprint of the orbit stands for it).
    pub symmetry: Symmetry,
    /// Keep the state graph (states and transitions) for liveness checking.
    pub record_graph: bool,
}

/// How to search, not what to check: the run's bound, memory and
/// checkpoints, what it reports while it goes, and the sinks it tells what
/// it finds. (The same `Spec` searched with other options gives the same
/// verdict: only `max_depth` and `continue_after_violation` change what is
/// explored, as TLC's `-depth` and `-continue` do.)
#[derive(Default)]
pub struct SearchOptions {
    /// States at this depth are not expanded (`--max-depth`).
    pub max_depth: Option<u64>,
    /// TLC's `-continue`: a violated invariant or action property is
    /// reported and the search goes on (see `Checker::reported`).
    pub continue_after_violation: bool,
    /// Redraw a status line on standard error while searching (when it is
    /// a terminal).
    pub live_progress: bool,
    /// How much memory the search may hold before the states waiting to
    /// be explored go to disk, and where (`--max-memory`, `--work-dir`).
    pub memory: frontier::MemoryBudget,
    /// Checkpoints to write, or one to go on from (`--checkpoint`,
    /// `--recover`).
    pub checkpoint: checkpoint::CheckpointOptions,
    /// TLC's coverage (`-coverage`), when counted.
    pub coverage: Option<coverage::CoverageRun>,
    /// After a complete search, find the smallest distance between two
    /// fingerprints when TLC would (its success message's second estimate).
    pub fingerprint_distance: bool,
    /// TLC's `-dump`: told every state and transition the search finds.
    pub graph_writer: Option<std::sync::Mutex<Box<dyn GraphWriter>>>,
    /// The interpreter evaluates everything, compiled forms are dropped
    /// (as with coverage, which counts the interpreter's evaluations).
    pub interpret: bool,
}

impl SearchOptions {
    /// The roots of the cost model's trees, with coverage.
    pub fn cost_roots(&self) -> Option<&coverage::CostRoots> {
        self.coverage.as_ref().map(|c| &c.labels.roots)
    }
}

impl Spec {
    /// Whether transitions are checked against action constraints (the
    /// user's or `_POSSIBLE` trackers).
    pub(crate) fn has_action_constraints(&self) -> bool {
        !self.action_constraints.is_empty() || self.possible.iter().any(|p| p.action_level)
    }
}

/// What `TLCGet("distinct")`, `("generated")`, `("queue")`, `("diameter")`
/// and `("stats")` answer while the search goes on: the counts when the
/// state being explored was taken from the queue (as one TLC worker has
/// them then).
pub(crate) fn publish_counts(ev: &Evaluator, stats: &Stats, distinct: usize, queue: usize) {
    *ev.stats.borrow_mut() = Some(tla_eval::SearchStats {
        queue: queue as u64,
        distinct: distinct as u64,
        initial: stats.initial,
        generated: stats.generated,
        diameter: stats.depth,
        duration: 0,
    });
}

/// TLC's `isInModel`: the state constraints, in order, then the trackers
/// of `_POSSIBLE` state predicates (which only count).
pub(crate) fn in_model(
    ev: &Evaluator,
    spec: &Spec,
    coverage: Option<&coverage::CoverageRun>,
    compiled: &compiled::CompiledChecks,
    st: &States,
    before: Option<&[Value]>,
) -> EResult<bool> {
    // (A state explored held every constraint: see `compiled::Before`.)
    let before = before.and_then(|b| compiled::Before::of(b, st));
    for (i, c) in spec.constraints.iter().enumerate() {
        let held = match compiled::constraint_holds(compiled, i, ev, st, before.as_ref()) {
            Some(held) => held,
            None => {
                let root = coverage.and_then(|c| coverage::CostRoots::nth(&c.labels.roots.state_constraints, i));
                ev.cost_scope(root, || ev.eval_bool(c, &None, st))?
            }
        };
        if let Some(c) = coverage {
            coverage::ConstraintCounts::count(&c.constraint_counts.state, i, held);
        }
        if !held {
            return Ok(false);
        }
    }
    possible::track(ev, &spec.possible, false, st)?;
    Ok(true)
}

/// TLC's `isInActions`, on a transition whose target is in the model: the
/// action constraints, then the trackers of `_POSSIBLE` action predicates.
pub(crate) fn in_actions(ev: &Evaluator, spec: &Spec, coverage: Option<&coverage::CoverageRun>, st: &States) -> EResult<bool> {
    for (i, c) in spec.action_constraints.iter().enumerate() {
        let root = coverage.and_then(|c| coverage::CostRoots::nth(&c.labels.roots.action_constraints, i));
        let held = ev.cost_scope(root, || ev.eval_bool(c, &None, st))?;
        if let Some(c) = coverage {
            coverage::ConstraintCounts::count(&c.constraint_counts.action, i, held);
        }
        if !held {
            return Ok(false);
        }
    }
    possible::track(ev, &spec.possible, true, st)?;
    Ok(true)
}

/// A complete state from an action's assignment, or TLC's error naming the
/// variables the action left without a value (sorted, as TLC lists them;
/// the action named where Next has several).
pub(crate) fn complete_state(ps: &[Option<Value>], vars: &[String], action: &Action, several: bool) -> EResult<State> {
    if let Some(s) = ps.iter().cloned().collect::<Option<Vec<Value>>>() {
        return Ok(s.into_boxed_slice());
    }
    let mut missing: Vec<&str> = ps.iter().zip(vars).filter(|(v, _)| v.is_none()).map(|(_, name)| name.as_str()).collect();
    missing.sort_unstable();
    let (which, list) = (if missing.len() > 1 { "s are" } else { " is" }, missing.join(", "));
    let by = if several { format!("action {} of the next-state relation", action.operator) } else { "the next-state action".to_string() };
    let message = format!("Successor state is not completely specified by {by}. The following variable{which} not defined: {list}.");
    Err(EvalError::new(action.loc, message).because(Cause::IncompleteSuccessor))
}

/// The permutations of SYMMETRY, with each permuted model value's
/// fingerprints under them (the leaves of `Value::renamed_fingerprints`).
#[derive(Default)]
pub struct Symmetry {
    perms: Vec<Renaming>,
    leaves: Vec<Option<Box<[u64]>>>,
}

impl Symmetry {
    pub fn new(perms: Vec<Renaming>) -> Symmetry {
        let len = perms.iter().map(|p| p.0.len()).max().unwrap_or(0);
        let leaves = (0..len as u32)
            .map(tla_values::Str)
            .map(|m| perms.iter().any(|p| p.apply(m) != m).then(|| perms.iter().map(|p| Value::Model(p.apply(m)).fingerprint()).collect::<Box<[u64]>>()))
            .collect();
        Symmetry { perms, leaves }
    }
    pub fn is_empty(&self) -> bool {
        self.perms.is_empty()
    }
    pub fn len(&self) -> usize {
        self.perms.len()
    }
    pub fn renamings(&self) -> tla_values::Renamings<'_> {
        tla_values::Renamings { count: self.perms.len(), leaves: &self.leaves }
    }
}

/// A permutation of model values, as a table indexed by interned name
/// (fingerprinting under SYMMETRY looks one up per model value, per
/// permutation, per state).
pub struct Renaming(Vec<tla_values::Str>);

impl Renaming {
    pub fn new(map: &std::collections::HashMap<tla_values::Str, tla_values::Str>) -> Renaming {
        let len = map.keys().map(|k| k.0 as usize + 1).max().unwrap_or(0);
        let mut table: Vec<tla_values::Str> = (0..len as u32).map(tla_values::Str).collect();
        for (from, to) in map {
            table[from.0 as usize] = *to;
        }
        Renaming(table)
    }
    /// Whether it renames nothing (the identity of the group, whose
    /// fingerprint is the state's own).
    pub fn is_identity(&self) -> bool {
        self.0.iter().enumerate().all(|(i, s)| s.0 as usize == i)
    }

    #[inline]
    pub fn apply(&self, m: tla_values::Str) -> tla_values::Str {
        self.0.get(m.0 as usize).copied().unwrap_or(m)
    }
}

/// The fingerprint that identifies a state in the seen-set, under VIEW
/// and SYMMETRY.
pub fn state_fingerprint(spec: &Spec, ev: &Evaluator, s: &[Value]) -> EResult<u64> {
    let viewed: [Value; 1];
    let base: &[Value] = match &spec.view {
        Some(view) => {
            let st = States { cur: Cur::Full(s), next: None, serial: 0 };
            viewed = [ev.eval(view, &None, &st)?];
            &viewed
        }
        None => s,
    };
    // (Values hashed while evaluating, the VIEW included, may have met such
    // a set: only the fingerprint of what identifies the state counts.)
    let _ = tla_values::take_fingerprint_error();
    let mut fp = fingerprint(base);
    if !spec.symmetry.is_empty() {
        // Each variable's fingerprints under every permutation at once (a
        // part no permutation changes is read once), then the least of
        // the state's.
        let r = spec.symmetry.renamings();
        let renamed: Vec<tla_values::Renamed> = base.iter().map(|v| v.renamed_fingerprints(&r)).collect();
        for p in 0..spec.symmetry.len() {
            fp = fp.min(combine_fingerprints(base.iter().zip(&renamed).map(|(v, each)| match each {
                tla_values::Renamed::Same => v.fingerprint(),
                each => each.as_slice()[p],
            })));
        }
    }
    if let Some(e) = tla_values::take_fingerprint_error() {
        return Err(EvalError {
            message: format!("{UNFINGERPRINTABLE}\nReason:\n{}", e.message),
            loc: Loc::default(),
            kind: e.kind(),
            cause: Cause::Unfingerprintable,
        });
    }
    Ok(fp)
}

/// The start of the error for a state that cannot be fingerprinted.
const UNFINGERPRINTABLE: &str = "TLC was unable to fingerprint.";

/// Whether `e` says a state could not be fingerprinted: TLC's trace then
/// ends at the state whose successor it was.
pub(crate) fn is_unfingerprintable(e: &EvalError) -> bool {
    e.cause == Cause::Unfingerprintable
}

/// The first invariant false in the state `st`, or the first that fails to
/// evaluate (with its error); the serial and the parallel search share it.
pub(crate) fn first_failing_invariant(
    ev: &Evaluator,
    spec: &Spec,
    coverage: Option<&coverage::CoverageRun>,
    compiled: &compiled::CompiledChecks,
    st: &States,
    before: Option<&[Value]>,
) -> Result<Option<String>, (String, EvalError)> {
    let before = before.and_then(|b| compiled::Before::of(b, st));
    for (i, (name, inv)) in spec.invariants.iter().enumerate() {
        if compiled::invariant_holds(compiled, i, ev, st, before.as_ref()) == Some(true) {
            continue;
        }
        let root = coverage.and_then(|c| coverage::CostRoots::nth(&c.labels.roots.invariants, i));
        match ev.cost_scope(root, || ev.eval_bool(inv, &None, st)) {
            Ok(true) => {}
            Ok(false) => return Ok(Some(name.clone())),
            Err(e) => return Err((name.clone(), e)),
        }
    }
    Ok(None)
}

#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Distinct initial states.
    pub initial: u64,
    pub generated: u64,
    pub distinct: u64,
    pub left_on_queue: u64,
    pub depth: u64,
}

#[derive(Clone, Debug)]
pub enum Violation {
    /// An invariant is false in the last state of the trace.
    Invariant(String),
    ActionProperty(String),
    /// A state predicate of a PROPERTY is false in an initial state.
    InitialProperty(String),
    Deadlock,
    /// Evaluating the next-state relation, a constraint or an action
    /// property failed.
    Eval(EvalError),
    /// Evaluating the named invariant in a successor state failed; then
    /// the error TLC's rerun of the step met, if it met one (see `rerun`).
    InvariantEval(String, EvalError, Option<EvalError>),
    /// Evaluating the named action property on a transition failed (TLC
    /// has admitted the successor state then).
    ActionPropertyEval(String, EvalError),
    /// Evaluation failed while the initial states were computed and checked
    /// (the initial predicate, constraints, invariants, properties): TLC
    /// reports all of these alike, as a failure to compute the initial
    /// states (exit 75, whatever the kind of error).
    InitEval(EvalError),
    /// The search could not go on for a reason outside the spec: the disk
    /// of its work folder (full, not writable).
    System(String),
}

impl Violation {
    /// The violation is an evaluation that nested without end (TLC's stack
    /// overflow) on a successor.
    pub fn overflowed(&self) -> bool {
        match self {
            Violation::Eval(e) | Violation::InvariantEval(_, e, _) | Violation::ActionPropertyEval(_, e) | Violation::InitEval(e) => {
                e.kind == tla_values::ErrorKind::Overflow
            }
            _ => false,
        }
    }
}

pub struct Outcome {
    pub stats: Stats,
    pub violation: Option<Violation>,
    /// From an initial state to the state where the violation was found,
    /// each with the action that produced it (None for the initial state).
    pub trace: Vec<(State, Option<usize>)>,
    /// With `Spec::record_graph`: the states found and the graph of their
    /// transitions (after a violation, those of the states explored).
    pub graph: Option<(kept::KeptStates, liveness::Graph)>,
    /// With `Spec::record_graph`: the counts after each
    /// state was explored, in the order of exploration (which is that of
    /// the graph's states). Liveness violations TLC finds during the search
    /// are reported with these.
    pub explored_counts: counts_log::ExploredCounts,
    /// New successors per explored state (see `outdegree`).
    pub outdegree: outdegree::Outdegree,
    /// States generated and found per action (see `coverage`).
    pub coverage: coverage::Coverage,
    /// See `SearchOptions::fingerprint_distance`.
    pub fingerprint_distance: Option<u64>,
    /// The search ended without a violation but left states unexplored at
    /// `SearchOptions::max_depth`: its verdict holds up to that depth only.
    pub bounded: bool,
}

impl Outcome {
    /// An outcome with these counts, verdict and trace, and nothing else
    /// recorded (no graph, coverage or outdegree): a search stopped before
    /// it recorded them, or a simulation.
    pub fn ended(stats: Stats, violation: Option<Violation>, trace: Vec<(State, Option<usize>)>) -> Outcome {
        Outcome {
            stats,
            violation,
            trace,
            graph: None,
            explored_counts: counts_log::ExploredCounts::empty(),
            outdegree: Default::default(),
            coverage: Default::default(),
            fingerprint_distance: None,
            bounded: false,
        }
    }
}

pub(crate) fn fingerprint(s: &[Value]) -> u64 {
    combine_fingerprints(s.iter().map(|v| v.fingerprint()))
}

/// The fingerprint `state_fingerprint` gives the state of these values
/// where there is no VIEW and no SYMMETRY, read where the values are;
/// `None` where one is missing or cannot be fingerprinted (the state is
/// then built and checked as any other, which reports it).
pub(crate) fn fingerprint_of<'v>(values: impl Iterator<Item = Option<&'v Value>>) -> Option<u64> {
    let _ = tla_values::take_fingerprint_error();
    let mut missing = false;
    let fp = combine_fingerprints(values.map(|v| match v {
        Some(v) => v.fingerprint(),
        None => {
            missing = true;
            0
        }
    }));
    (!missing && tla_values::take_fingerprint_error().is_none()).then_some(fp)
}

/// A state's fingerprint from its values' fingerprints, in order.
fn combine_fingerprints(fps: impl Iterator<Item = u64>) -> u64 {
    let mut h: u64 = 0x243F_6A88_85A3_08D3;
    for f in fps {
        h = (h.rotate_left(29) ^ f).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    h ^ (h >> 32)
}

/// Hashes a fingerprint to itself: fingerprints are already mixed, and
/// hashing each one again (SipHash) cost a measurable share of a search.
#[derive(Default)]
pub(crate) struct FpHasher(u64);

impl std::hash::Hasher for FpHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, fp: u64) {
        self.0 = fp;
    }
}

/// The stack of every thread that evaluates: the CLI's main thread and the
/// search's workers alike, so that how deep a recursion may go does not
/// depend on the number of workers (deeper evaluation still continues on
/// fresh segments, see `tla_eval::Evaluator::nested`). Reserved, not
/// committed, until used.
pub const THREAD_STACK: usize = 1 << 30;

/// A set of fingerprints (the seen-set's shards, see `seen`).
pub(crate) type FpSet = HashSet<u64, std::hash::BuildHasherDefault<FpHasher>>;

/// One of the actions Next is split into, as TLC splits it: the disjuncts
/// of Next with definitions expanded and existential quantifiers over
/// constant sets unrolled; a trace names it (`Try(p1)`).
pub struct Action {
    /// As TLC's traces show it: with the arguments' values, `Step(p1)`.
    pub name: String,
    /// As TLC's trace dumps name it: the operator, and its parameters with
    /// their values (`Step`, `p |-> p1`).
    pub operator: String,
    pub params: Vec<(String, Value)>,
    /// The operator whose definition the action is (part of), when it is
    /// one (for TLC's coverage, which names actions by their definitions).
    pub definition: Option<tla_eval::OpId>,
    pub loc: Loc,
    pub ir: IrRef,
    /// The values of the quantified variables and parameters its `ir`
    /// mentions, outermost first (values, so that threads can share them).
    pub bound: Vec<Value>,
    /// Its compiled forms (see `compiled`).
    pub compiled: compiled::CompiledAction,
}

impl Action {
    /// The environment to enumerate `ir` in.
    pub fn env(&self) -> tla_eval::Env {
        env_of(&self.bound)
    }
}

/// The environment binding `values`, outermost first.
pub(crate) fn env_of(values: &[Value]) -> tla_eval::Env {
    let mut env: tla_eval::Env = None;
    for v in values {
        env = tla_eval::eval::bind(&env, tla_eval::eval::Slot::Val(v.clone()));
    }
    env
}

/// The first successor of `cur`, action by action, whose fingerprint
/// (under VIEW and SYMMETRY) is `fp`, and its action, whether or not the
/// constraints admit it: how TLC finds the states of a trace again.
///
/// The actions are evaluated at the level `ev` is at, the level of `cur`;
/// each successor is fingerprinted at the next level, as the search
/// fingerprints it (a VIEW may read `TLCGet("level")`).
pub(crate) fn successor_with(ev: &Evaluator, spec: &Spec, actions: &[Action], cur: &[Value], fp: u64) -> Option<(State, usize)> {
    let serial = ev.next_serial();
    let next_level = ev.level.get() + 1;
    actions.iter().enumerate().find_map(|(ai, action)| {
        let mut found = None;
        let en = Enumerator::new(ev, Mode::Next, Some(cur), serial);
        let _ = en.run(&action.ir, &action.env(), &mut |ps| {
            let s = complete_state(ps, ev.vars, action, actions.len() > 1)?;
            match ev.at_level(next_level, || state_fingerprint(spec, ev, &s)) {
                Ok(f) if f == fp => {
                    found = Some(s);
                    Err(EvalError::found())
                }
                _ => Ok(()),
            }
        });
        found.map(|s| (s, ai))
    })
}

/// How many operator calls deep the splitting follows the next-state
/// relation: a relation that calls itself without end (`Loop == Loop \/ A`)
/// is left whole below that, for the search to report.
const MAX_SPLIT_DEPTH: u32 = 200;

/// The values `env` binds, outermost first, if they are all plain values.
pub(crate) fn env_values(env: &tla_eval::Env) -> Option<Vec<Value>> {
    let mut out = Vec::new();
    let mut e = env;
    while let Some(frame) = e {
        match &frame.slot {
            tla_eval::eval::Slot::Val(v) => out.push(v.clone()),
            _ => return None,
        }
        e = &frame.next;
    }
    out.reverse();
    Some(out)
}

/// (`operator`: the operator the action is in and its parameters, see
/// `Action`.)
fn split(
    ev: &Evaluator,
    name: &str,
    operator: (&str, Option<tla_eval::OpId>, &[(String, Value)]),
    ir: &IrRef,
    bound: &[Value],
    depth: u32,
    out: &mut Vec<Action>,
) {
    // TLC locates an action at its body, inside any LET.
    let mut located = ir;
    while let IrKind::Let(_, body) = &located.kind {
        located = body;
    }
    let leaf = |out: &mut Vec<Action>| {
        out.push(Action {
            name: name.to_string(),
            operator: operator.0.to_string(),
            params: operator.2.to_vec(),
            definition: operator.1,
            loc: located.loc,
            ir,
            bound: bound.to_vec(),
            compiled: Default::default(),
        })
    };
    let env = env_of(bound);
    let no_state: Vec<Option<Value>> = vec![None; ev.vars.len()];
    let constant = States { cur: Cur::Partial(&no_state), next: None, serial: 0 };
    match &ir.kind {
        IrKind::Or(items) => items.iter().for_each(|x| split(ev, name, operator, x, bound, depth, out)),
        IrKind::Call(..) if depth >= MAX_SPLIT_DEPTH => leaf(out),
        IrKind::Call(id, args) => match &ev.ops[*id].body {
            OpBody::Expr(body) if args.is_empty() => enter(ev, *id, &ev.ops[*id].name, &[], body, &[], depth, out),
            OpBody::Expr(body) if ev.ops[*id].params.iter().all(|&a| a == 0) => {
                // `A(e1, e2)` with constant arguments: named with their values.
                let vals: Option<Vec<Value>> = args.iter().map(|a| ev.eval(a, &env, &constant).ok()).collect();
                match vals {
                    Some(vals) => {
                        let op = &ev.ops[*id];
                        let label = format!("{}({})", op.name, vals.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(","));
                        let params: Vec<(String, Value)> =
                            op.param_names.iter().zip(&vals).filter(|(n, _)| !n.is_empty()).map(|(n, v)| (n.clone(), v.clone())).collect();
                        enter(ev, *id, &label, &params, body, &vals, depth, out)
                    }
                    None => leaf(out),
                }
            }
            _ => leaf(out),
        },
        IrKind::Exists(binders, body) => {
            let mut envs = Vec::new();
            let unrolled = ev.enumerate_binders(binders, &env, &constant, ir.loc, &mut |e, _| {
                envs.push(e.clone());
                Ok(true)
            });
            let values: Option<Vec<Vec<Value>>> = match unrolled {
                Ok(_) => envs.iter().map(env_values).collect(),
                Err(_) => None,
            };
            match values {
                Some(values) => values.iter().for_each(|b| split(ev, name, operator, body, b, depth, out)),
                None => leaf(out),
            }
        }
        _ => leaf(out),
    }
}

/// The body of definition `id`, applied (`label`: its name with the
/// arguments' values), as part of the next-state relation. TLC splits no
/// action inside a SubstInNode: a definition of a module INSTANCEd with
/// substitutions is one action, named as SANY names the definition there
/// (`Alg!Next`, `Alg!Step(1)`) and located at the INSTANCE.
#[allow(clippy::too_many_arguments)]
fn enter(ev: &Evaluator, id: tla_eval::OpId, label: &str, params: &[(String, Value)], body: &IrRef, vals: &[Value], depth: u32, out: &mut Vec<Action>) {
    let op = &ev.ops[id];
    match &op.instance {
        Some(origin) => out.push(Action {
            name: format!("{}{label}", origin.prefix),
            operator: format!("{}{}", origin.prefix, op.name),
            params: params.to_vec(),
            definition: Some(id),
            loc: origin.loc,
            ir: body,
            bound: vals.to_vec(),
            compiled: Default::default(),
        }),
        None => split(ev, label, (&op.name, Some(id), params), body, vals, depth + 1, out),
    }
}

pub mod checkpoint;
mod claims;
mod compiled;
mod counts_log;
pub mod coverage;
mod explored;
mod fixed_log;
pub mod frontier;
pub mod graph_dump;
pub mod kept;
pub mod liveness;
pub mod outdegree;
pub mod possible;
pub mod progress;
pub mod properties;
mod records;
mod rerun;
mod search;
mod seen;
mod seen_disk;
pub mod simulate;

/// Transitions between states kept by the search, recorded for liveness:
/// the position of the source, the fingerprint of the target and, under
/// SYMMETRY, the successor as the action gave it (the target is the state
/// of its orbit found first). They go to disk as the explored states'
/// entries do (see `fixed_log`).
pub(crate) struct Transitions {
    pub on: bool,
    pub keep_successors: bool,
    pub list: fixed_log::FixedLog<Transition>,
    /// Under SYMMETRY, the successors as the actions gave them, by their
    /// transition's index in `list`.
    pub successors: std::collections::HashMap<u64, State>,
}

#[derive(Clone, Copy)]
pub(crate) struct Transition {
    pub from: u32,
    pub to: u64,
}

impl fixed_log::FixedRecord for Transition {
    const BYTES: usize = 12;

    fn put(&self, b: &mut [u8]) {
        b[0..4].copy_from_slice(&self.from.to_le_bytes());
        b[4..12].copy_from_slice(&self.to.to_le_bytes());
    }

    fn get(b: &[u8]) -> Transition {
        Transition { from: u32::from_le_bytes([b[0], b[1], b[2], b[3]]), to: u64::from_le_bytes([b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11]]) }
    }
}

impl Transitions {
    /// Transitions recorded if `on`, with their successors if
    /// `keep_successors`, full chunks written to `work_dir`.
    pub(crate) fn new(on: bool, keep_successors: bool, work_dir: std::path::PathBuf) -> Transitions {
        Transitions {
            on,
            keep_successors,
            list: fixed_log::FixedLog::new(Some(work_dir), "transitions", "the transitions recorded for the temporal properties"),
            successors: Default::default(),
        }
    }

    fn push(&mut self, from: usize, to: u64, successor: &State) -> Result<(), String> {
        if self.on {
            let successor = self.keep_successors.then(|| successor.clone());
            self.push_entry(from as u32, to, successor)?;
        }
        Ok(())
    }

    pub(crate) fn push_entry(&mut self, from: u32, to: u64, successor: Option<State>) -> Result<(), String> {
        let i = self.list.push(Transition { from, to })?;
        if let Some(s) = successor {
            self.successors.insert(i as u64, s);
        }
        Ok(())
    }
}

pub struct Checker<'e, 'm> {
    pub ev: &'e Evaluator<'m>,
    pub spec: &'e Spec,
    /// Next split into TLC's actions (once, by whoever builds the checker:
    /// coverage's labels and the graph writer are made from them).
    pub actions: Vec<Action>,
    pub options: SearchOptions,
    /// With `SearchOptions::continue_after_violation`: the violations the
    /// search found and went on after, in the order found, each with its
    /// trace.
    pub reported: std::cell::RefCell<Vec<(Violation, Vec<(State, Option<usize>)>)>>,
    /// How the actions were evaluated in the states explored.
    pub evaluations: ActionEvaluations,
    /// The invariants and state constraints, compiled.
    pub(crate) checks: compiled::CompiledChecks,
}

/// How the search evaluated actions, (state, action) pair by pair:
/// decided by compiled code (disabled, or its state given by a plan), or
/// enumerated by the interpreter.
#[derive(Debug, Default)]
pub struct ActionEvaluations {
    pub compiled: std::sync::atomic::AtomicU64,
    pub interpreted: std::sync::atomic::AtomicU64,
}

impl ActionEvaluations {
    fn count(&self, compiled: u64, interpreted: u64) {
        use std::sync::atomic::Ordering::Relaxed;
        self.compiled.fetch_add(compiled, Relaxed);
        self.interpreted.fetch_add(interpreted, Relaxed);
    }

    /// The pairs compiled code decided, and all pairs.
    pub fn totals(&self) -> (u64, u64) {
        use std::sync::atomic::Ordering::Relaxed;
        let compiled = self.compiled.load(Relaxed);
        (compiled, compiled + self.interpreted.load(Relaxed))
    }
}

/// Next split into TLC's actions, in TLC's order, each with its compiled
/// forms. An action is named by the definition whose body it is part of;
/// one that is part of no definition (`[][Next \/ UNCHANGED x]_x` written
/// in the SPECIFICATION) is TLC's "Action".
pub fn split_next(ev: &Evaluator, next: &IrRef) -> Vec<Action> {
    let mut actions = Vec::new();
    split(ev, "Action", ("Action", None, &[]), next, &[], 0, &mut actions);
    for a in &mut actions {
        a.compiled = compiled::CompiledAction::compile(ev, a.ir, &a.bound);
    }
    actions
}

impl<'e, 'm> Checker<'e, 'm> {
    /// A checker of `spec` with the default options.
    pub fn new(ev: &'e Evaluator<'m>, spec: &'e Spec) -> Checker<'e, 'm> {
        Checker::with(ev, spec, split_next(ev, &spec.next), SearchOptions::default())
    }

    /// A checker of `spec`, whose Next `actions` are (see [`split_next`]).
    pub fn with(ev: &'e Evaluator<'m>, spec: &'e Spec, mut actions: Vec<Action>, options: SearchOptions) -> Checker<'e, 'm> {
        // With coverage, the interpreter evaluates everything, to count it:
        // nothing compiled is kept.
        let compiled = !options.interpret && options.coverage.is_none();
        let checks = if compiled { compiled::CompiledChecks::compile(ev, spec) } else { Default::default() };
        if !compiled {
            actions.iter_mut().for_each(|a| a.compiled = Default::default());
        }
        Checker { ev, spec, actions, options, reported: Default::default(), evaluations: Default::default(), checks }
    }

    /// What the interpreter evaluates that compiled code does not: each
    /// action without a plan and each invariant or state constraint not
    /// compiled, where it is, with the first form the compiler refused.
    pub fn uncompiled(&self) -> Vec<(String, Loc, tla_eval::eval::compiled::Refusal)> {
        let actions = self.actions.iter().filter_map(|a| Some((a.name.clone(), a.loc, a.compiled.refusal()?.clone())));
        let checks = self.checks.refusals.iter().map(|(ir, why)| ("a state predicate".to_string(), ir.loc, why.clone()));
        actions.chain(checks).collect()
    }

    fn holds(&self, ir: &IrRef, st: &States) -> EResult<bool> {
        self.ev.eval_bool(ir, &None, st)
    }

    fn first_failing_invariant(&self, s: &[Value]) -> Result<Option<String>, (String, EvalError)> {
        let st = States { cur: Cur::Full(s), next: None, serial: self.ev.next_serial() };
        first_failing_invariant(self.ev, self.spec, self.options.coverage.as_ref(), &self.checks, &st, None)
    }

    fn in_model(&self, s: &[Value]) -> EResult<bool> {
        let st = States { cur: Cur::Full(s), next: None, serial: self.ev.next_serial() };
        in_model(self.ev, self.spec, self.options.coverage.as_ref(), &self.checks, &st, None)
    }

    /// The first action that leads from `s`, at `level` of a behaviour, to
    /// `t` (to a state identified with `t` under VIEW and SYMMETRY), for the
    /// labels of a trace.
    pub fn action_between(&self, s: &[Value], level: u64, t: &[Value]) -> Option<usize> {
        // (`t` is fingerprinted at the level after `s`'s, as a successor.)
        let target = self.ev.at_level(level + 1, || state_fingerprint(self.spec, self.ev, t)).ok()?;
        self.ev.level.set(level);
        successor_with(self.ev, self.spec, &self.actions, s, target).map(|(_, action)| action)
    }

    /// Checks the model with `workers` threads; the counts, the verdict and
    /// the trace do not depend on their number.
    pub fn run_with(&self, workers: usize) -> Outcome {
        self.run_impl(workers.max(1))
    }

    pub fn run(&self) -> Outcome {
        self.run_impl(1)
    }

    /// The initial states, computed and checked on this thread as TLC
    /// does, then the search.
    fn run_impl(&self, workers: usize) -> Outcome {
        let mut explored = explored::Explored::new(self.spec.record_graph || self.spec.trace, Some(self.options.memory.work_dir.clone()));
        let mut seen = seen::Seen::new(workers);
        let mut queue: Vec<(u32, State)> = Vec::new();
        let mut stats = Stats::default();
        let mut coverage = self.new_coverage();
        let done = |stats: Stats, violation, trace| Outcome::ended(stats, Some(violation), trace);
        let transitions = Transitions::new(self.spec.record_graph, !self.spec.symmetry.is_empty(), self.options.memory.work_dir.clone());
        frontier::remove_files_of_dead_runs(&self.options.memory.work_dir);
        if self.options.checkpoint.recover.is_some() {
            return self.recover(workers, transitions);
        }

        // Initial states. (TLC reports a diameter of 1 while it computes
        // them.)
        publish_counts(self.ev, &Stats { depth: 1, ..Stats::default() }, 0, 0);
        tlc_messages::print_full(code::TLC_COMPUTING_INIT, Class::None, "Computing initial states...");
        // TLC checks each initial state as Init gives it: a state that
        // violates an invariant is reported before an error met while
        // Init goes on, which is reported with the states before it
        // counted.
        let (inits, init_error) = self.initial_states();
        if init_error.is_none() {
            // (TLC says how many it has computed at each power of two.)
            let mut n = 2;
            while n < inits.len() {
                tlc_messages::print_full(code::TLC_COMPUTING_INIT_PROGRESS, Class::None, &format!("Computed {n} initial states..."));
                n *= 2;
            }
        }
        for s in inits {
            let s_trace = |s: &State| vec![(s.clone(), None)];
            stats.generated += 1;
            // Initial states are at level 1; Init itself was evaluated at 0.
            self.ev.level.set(1);
            let in_model = match self.in_model(&s) {
                Ok(b) => b,
                // (TLC has reached depth 1 when it checks the constraints.)
                Err(e) => return done(Stats { left_on_queue: queue.len() as u64, depth: 1, ..stats }, Violation::InitEval(e), s_trace(&s)),
            };
            let fp = match state_fingerprint(self.spec, self.ev, &s) {
                Ok(fp) => fp,
                // (TLC has reached depth 1 when it fingerprints the state.)
                Err(e) => return done(Stats { left_on_queue: queue.len() as u64, depth: 1, ..stats }, Violation::InitEval(e), s_trace(&s)),
            };
            let unseen = !in_model || seen.insert(fp);
            if !unseen {
                continue;
            }
            match self.first_failing_invariant(&s) {
                Ok(None) => {}
                Ok(Some(name)) => {
                    stats.distinct = seen.len() as u64;
                    stats.depth = 1;
                    return done(Stats { left_on_queue: queue.len() as u64, ..stats }, Violation::Invariant(name), s_trace(&s));
                }
                Err((_, e)) => {
                    // TLC has queued the state before it checks the
                    // invariants, and it counts it.
                    stats.distinct = seen.len() as u64;
                    stats.depth = 1;
                    return done(Stats { left_on_queue: queue.len() as u64 + u64::from(in_model), ..stats }, Violation::InitEval(e), s_trace(&s));
                }
            }
            let st = States { cur: Cur::Full(&s), next: None, serial: self.ev.next_serial() };
            for (name, p) in &self.spec.initial_properties {
                match self.holds(p, &st) {
                    Ok(true) => {}
                    Ok(false) => {
                        stats.distinct = seen.len() as u64;
                        stats.depth = 1;
                        return done(Stats { left_on_queue: queue.len() as u64, ..stats }, Violation::InitialProperty(name.clone()), s_trace(&s));
                    }
                    Err(e) => {
                        // As for an invariant: TLC has queued and counted
                        // the state already.
                        stats.distinct = seen.len() as u64;
                        stats.depth = 1;
                        return done(Stats { left_on_queue: queue.len() as u64 + u64::from(in_model), ..stats }, Violation::InitEval(e), s_trace(&s));
                    }
                }
            }
            if in_model {
                if let Some(w) = &self.options.graph_writer {
                    if let Ok(mut w) = w.lock() {
                        w.initial(fp, &s);
                    }
                }
                match explored.push_initial(fp, &s) {
                    Ok(position) => queue.push((position, s)),
                    Err(message) => return done(Stats { distinct: seen.len() as u64, ..stats }, Violation::System(message), vec![]),
                }
                stats.depth = 1;
            }
        }

        if let Some(e) = init_error {
            return done(Stats { distinct: seen.len() as u64, left_on_queue: queue.len() as u64, ..stats }, Violation::InitEval(e), vec![]);
        }
        stats.initial = seen.len() as u64;
        let (code, text) = tlc_messages::initial_states(stats.generated, stats.initial);
        tlc_messages::print_full(code, Class::None, &text);
        let start = search::Start {
            level: frontier::Frontier::from_states(queue),
            next: frontier::Frontier::new(),
            depth: 1,
            explored_counts: counts_log::ExploredCounts::new(Some(self.options.memory.work_dir.clone())),
            registers: None,
            // (TLC counts the values of the states found by actions only.)
            coverage: {
                coverage.init = coverage::Counts { distinct: stats.initial, generated: stats.generated };
                coverage
            },
        };
        self.search(workers, explored, seen, start, stats, transitions)
    }

    /// Coverage counts from zero, for this checker's actions.
    fn new_coverage(&self) -> coverage::Coverage {
        coverage::Coverage::new(self.actions.len(), self.options.coverage.as_ref().map(|_| self.ev.vars.len()))
    }

    /// The states the initial predicate gives, in TLC's order, or the error
    /// that stopped their computation.
    /// The initial states Init gives, in its order, up to an evaluation
    /// error if one stops it (TLC has checked those before it meets the
    /// error: see `run_impl`).
    pub(crate) fn initial_states(&self) -> (Vec<State>, Option<EvalError>) {
        let mut inits: Vec<State> = Vec::new();
        let en = Enumerator::new(self.ev, Mode::Init, None, 0);
        let root = self.options.cost_roots().and_then(|r| r.init);
        let generated = self.ev.cost_scope(root, || {
            en.run(&self.spec.init, &None, &mut |ps| {
                let mut s = Vec::with_capacity(ps.len());
                for (i, v) in ps.iter().enumerate() {
                    match v {
                        Some(v) => s.push(v.clone()),
                        None => {
                            return Err(EvalError::new(
                                self.spec.init.loc,
                                format!("the initial predicate does not give the variable `{}` a value", self.ev.vars[i]),
                            ))
                        }
                    }
                }
                inits.push(s.into_boxed_slice());
                Ok(())
            })
        });
        (inits, generated.err())
    }

    /// The search from where the checkpoint in `options.checkpoint.recover`
    /// left it (TLC's `-recover`), saying so as TLC does.
    fn recover(&self, workers: usize, transitions: Transitions) -> Outcome {
        let options = &self.options.checkpoint;
        let dir = options.recover.as_deref().expect("a checkpoint to recover from");
        tlc_messages::print(code::TLC_CHECKPOINT_RECOVER_START, Class::None, &format!("Starting recovery from checkpoint {}", dir.display()));
        match checkpoint::read(options, workers, transitions, &self.options.memory) {
            Ok(r) => {
                let text = format!("Recovery completed. {} states examined. {} states on queue.", r.seen.len(), r.level.len() + r.next.len());
                tlc_messages::print(code::TLC_CHECKPOINT_RECOVER_END, Class::None, &text);
                let start = search::Start {
                    level: r.level,
                    next: r.next,
                    depth: r.depth,
                    explored_counts: r.explored_counts,
                    registers: Some(r.registers),
                    coverage: self.new_coverage(),
                };
                self.search(workers, r.explored, r.seen, start, r.stats, r.transitions)
            }
            Err(message) => Outcome::ended(Stats::default(), Some(Violation::System(message)), vec![]),
        }
    }

    /// The state graph for liveness, if it was recorded, built from the
    /// record of the explored states and the transitions (see
    /// `liveness::build`), or why it could not be read back from disk.
    pub(crate) fn graph_of(&self, explored: explored::Explored, transitions: Transitions) -> Result<Option<(kept::KeptStates, liveness::Graph)>, String> {
        if !transitions.on {
            return Ok(None);
        }
        let unread = |e: std::io::Error| format!("the behaviour graph could not be read back from disk: {e}");
        let (mut fps, mut initial) = (Vec::with_capacity(explored.len()), Vec::new());
        explored
            .for_each_entry(&mut |e| {
                let position = fps.len() as u32;
                if e.parent == explored::ROOT {
                    initial.push(position);
                }
                fps.push((e.fp, position));
                Ok(())
            })
            .map_err(unread)?;
        let n = fps.len();
        let positions = liveness::build::Positions::new(fps);
        let states = explored.into_states().expect("the states are kept when the graph is recorded");
        let Transitions { list, mut successors, .. } = transitions;
        // (The first pass only counts: the successors are taken in the
        // second.)
        let mut pass = 0;
        let graph = liveness::graph(n, initial, &mut |step| {
            pass += 1;
            let mut i = 0u64;
            let mut failed = None;
            list.for_each(&mut |t| {
                let successor = if pass == 2 { successors.remove(&i) } else { None };
                i += 1;
                // (A state the search found but did not admit before it
                // stopped is not in the graph.)
                let Some(to) = positions.of(t.to) else { return Ok(()) };
                // (A successor that is its orbit's state adds nothing.)
                let successor = match successor {
                    Some(s) => match states.get(to as usize) {
                        Ok(state) => (s != state).then_some(s),
                        Err(message) => {
                            failed = Some(message);
                            None
                        }
                    },
                    None => None,
                };
                step((t.from, to, successor));
                Ok(())
            })
            .map_err(unread)?;
            failed.map_or(Ok(()), Err)
        })?;
        Ok(Some((states, graph)))
    }
}
