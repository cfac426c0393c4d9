//! The breadth-first search: one engine for any number of workers.
//!
//! The queue is taken a batch at a time: one state with one worker (or when
//! the search must be observed state by state: TLCExt's Trace), up to
//! `BATCH` states of a level with several. A batch goes through three
//! phases:
//!
//! 1. *expand*, on the workers: each state's successors, checked against
//!    the constraints and action properties and fingerprinted; successors
//!    the seen-set held before the batch are dropped there, keeping their
//!    fingerprints. With a batch of one state the invariants of its new
//!    successors are checked here too, successor by successor in TLC's
//!    order, stopping at the first violation, so one worker evaluates
//!    exactly what TLC's single worker evaluates;
//! 2. *merge*, on this thread, in queue order: which successors are new;
//! 3. *invariants* of the new states not checked yet, on the workers.
//!
//! The first violation in queue order then ends the search with the counts
//! one worker has at that point, so "states generated", "distinct states",
//! the depth and the violation reported do not depend on the number of
//! workers or on the batch size.

use crate::checkpoint;
use crate::coverage::CostRoots;
use crate::explored::Explored;
use crate::frontier::Frontier;
use crate::progress::{Counts, Progress};
use crate::seen::Seen;
use crate::*;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use tla_diagnostics::tlc_messages::{self, code};

/// How many states of a level a batch takes with several workers: enough
/// to keep them busy between merges, few enough that the successors a
/// batch makes are still in the caches when the merge and the invariants
/// read them and the workers free them, and that little is explored past
/// a violation. (Measured on two workers: MCLamportMutex took 13.8 s with
/// 64, 16.8 s with 16, 18.1 s with 1,024; Disruptor 2.3 s, 2.9 s, 3.9 s.)
const BATCH: usize = 1 << 6;

/// The first invariant a state violates or fails to evaluate, if any.
pub(crate) type Verdict = Result<Option<String>, (String, EvalError)>;

/// What the checks of a transition found before the invariants: whether
/// its target is in the model (state and action constraints), the
/// target's fingerprint, and how the action properties judge the
/// transition.
#[derive(Clone)]
pub(crate) struct Checked {
    pub in_model: bool,
    pub fp: u64,
    pub property: Option<Violation>,
}

struct Succ {
    /// Empty once known to be a state found before (nothing more is asked
    /// of it but its fingerprint).
    state: State,
    action: usize,
    /// The checks, or the error raised making them (a constraint, an
    /// action constraint, the fingerprint).
    check: EResult<Checked>,
    /// The invariants' verdict, once checked (for new states only).
    invariant: Option<Verdict>,
}

struct Expansion {
    succs: Vec<Succ>,
    /// Successors left unchecked after a violation among `succs` (only
    /// when the invariants are checked while expanding): TLC's rerun of
    /// the step may still look at them.
    unchecked: Vec<(State, usize)>,
    /// Raised while enumerating: ends the search at this state.
    error: Option<EvalError>,
    /// The action whose enumeration raised `error`.
    failed_action: usize,
    /// Intermediate states of `\cdot` (counted as generated).
    intermediate: u64,
    /// The state is at `--max-depth` and was not expanded.
    beyond_depth: bool,
}

impl Expansion {
    fn generated(&self) -> u64 {
        (self.succs.len() + self.unchecked.len()) as u64 + self.intermediate
    }
}

enum Stop {
    Deadlock(usize),
    EnumError(usize, EvalError),
    /// At successor `k` of state `p` of the batch.
    At(usize, usize, Violation),
}

/// What the workers share: the model, not the evaluator.
pub(crate) struct Shared<'a> {
    pub spec: &'a Spec,
    pub actions: &'a [Action],
}

impl Shared<'_> {
    /// The successors of `cur`, checked; those `seen` already holds are
    /// dropped, keeping only their fingerprints. With `check_invariants`,
    /// `seen` is exact (a batch of one state) and the new successors'
    /// invariants are checked too, stopping at the first violation.
    fn expand(&self, ev: &Evaluator, cur: &State, depth: u64, seen: &Seen, check_invariants: bool) -> Expansion {
        ev.level.set(depth);
        let serial = ev.next_serial();
        let mut raw: Vec<(State, usize)> = Vec::new();
        let mut error = None;
        let mut failed_action = usize::MAX;
        let mut intermediate = 0;
        for (ai, action) in self.actions.iter().enumerate() {
            let en = Enumerator::new(ev, Mode::Next, Some(cur), serial);
            let root = self.spec.cost_roots().and_then(|r| CostRoots::nth(&r.actions, ai));
            let r = ev.cost_scope(root, || {
                en.run(&action.ir, &action.env(), &mut |ps| {
                    raw.push((complete_state(ps, ev.vars, action.loc)?, ai));
                    Ok(())
                })
            });
            intermediate += en.intermediate.get();
            if let Err(e) = r {
                error = Some(e);
                failed_action = ai;
                break;
            }
        }
        let mut succs = Vec::with_capacity(raw.len());
        let mut unchecked = Vec::new();
        // The states this expansion found new (with `check_invariants`).
        let mut found = FpSet::default();
        let mut raw = raw.into_iter();
        for (state, action) in raw.by_ref() {
            let mut invariant = None;
            let mut check_new = |in_model: bool, fp: u64, s: &State| {
                if !check_invariants || (in_model && (seen.contains(&fp) || found.contains(&fp))) {
                    return None;
                }
                if in_model {
                    found.insert(fp);
                }
                let verdict = self.invariants(ev, s, depth + 1);
                invariant = Some(verdict.clone());
                Some(verdict)
            };
            let check = self.check_transition(ev, cur, serial, &state, depth, &mut check_new);
            // (With --continue, a violated invariant or action property is
            // reported and the search goes on.)
            let keep_going = self.spec.continue_after_violation;
            let violated = match (&check, &invariant) {
                (Err(_), _) | (_, Some(Err(_))) => true,
                (_, Some(Ok(Some(_)))) => !keep_going,
                (Ok(c), _) => c.property.as_ref().is_some_and(|v| !(keep_going && matches!(v, Violation::ActionProperty(_)))),
            };
            // (Under SYMMETRY the recorded graph keeps every successor as
            // the action gave it.)
            let state = match &check {
                Ok(c) if c.in_model && c.property.is_none() && invariant.is_none() && seen.contains(&c.fp) && !self.spec.record_graph => State::default(),
                _ => state,
            };
            succs.push(Succ { state, action, check, invariant });
            if violated && check_invariants {
                break;
            }
        }
        unchecked.extend(raw);
        Expansion { succs, unchecked, error, failed_action, intermediate, beyond_depth: false }
    }

    /// TLC's checks of the transition from `cur` (evaluated under
    /// `cur_serial`) to `s`, in TLC's order:
    /// the state constraints, the action constraints, the fingerprint,
    /// the invariants (`invariants` is given whether the state is in the
    /// model, its fingerprint and the state, and checks them if the search
    /// wants them checked here and the state is new or outside the model),
    /// then the action properties.
    pub(crate) fn check_transition(
        &self,
        ev: &Evaluator,
        cur: &State,
        cur_serial: u64,
        s: &State,
        depth: u64,
        invariants: &mut dyn FnMut(bool, u64, &State) -> Option<Verdict>,
    ) -> EResult<Checked> {
        let serial = ev.next_serial();
        ev.level.set(depth + 1);
        let st = States { cur: Cur::Full(s), next: None, serial };
        let mut in_model = crate::in_model(ev, self.spec, &st)?;
        let next: Option<Vec<Option<Value>>> =
            (self.spec.has_action_constraints() || !self.spec.action_properties.is_empty()).then(|| s.iter().cloned().map(Some).collect());
        // (What the current state's operators give is shared by all its
        // transitions: cached under its serial.)
        let transition = next.as_ref().map(|ps| States { cur: Cur::Full(cur), next: Some(ps), serial: cur_serial });
        if let (true, true, Some(st)) = (in_model, self.spec.has_action_constraints(), &transition) {
            ev.level.set(depth);
            in_model = crate::in_actions(ev, self.spec, st)?;
        }
        // (The VIEW is of the new state: `TLCGet("level")` is its level.)
        ev.level.set(depth + 1);
        let fp = state_fingerprint(self.spec, ev, s)?;
        if let Some(Ok(Some(_)) | Err(_)) = invariants(in_model, fp, s) {
            return Ok(Checked { in_model, fp, property: None });
        }
        let mut property = None;
        if let Some(st) = &transition {
            ev.level.set(depth);
            for (name, p) in &self.spec.action_properties {
                match ev.eval_bool(p, &None, st) {
                    Ok(true) => {}
                    Ok(false) => property = Some(Violation::ActionProperty(name.clone())),
                    Err(e) => property = Some(Violation::ActionPropertyEval(name.clone(), e)),
                }
                if property.is_some() {
                    break;
                }
            }
        }
        Ok(Checked { in_model, fp, property })
    }

    pub(crate) fn invariants(&self, ev: &Evaluator, s: &State, depth: u64) -> Verdict {
        ev.level.set(depth);
        let st = States { cur: Cur::Full(s), next: None, serial: ev.next_serial() };
        crate::first_failing_invariant(ev, self.spec, &st)
    }
}

/// The evaluators the search (and the liveness labels) run on.
pub(crate) enum Workers<'a, 'm> {
    /// One worker: the checker's own evaluator, on the calling thread.
    One(&'a Evaluator<'m>),
    /// A pool of threads, each with its own evaluator for the whole search,
    /// so that its caches (remembered constant-function applications,
    /// per-state values) and TLCSet registers last, as a TLC worker's do.
    Pool { pool: rayon::ThreadPool, evaluators: Vec<Mutex<Evaluator<'m>>>, ops: &'m [tla_eval::OpDef], vars: &'m [String] },
}

impl<'a, 'm> Workers<'a, 'm> {
    /// `workers` threads, each with an evaluator starting from `ev`'s
    /// registers (TLC sets those ASSUME and Init set in every worker); `ev`
    /// itself with one.
    pub(crate) fn new(ev: &'a Evaluator<'m>, workers: usize) -> Workers<'a, 'm> {
        if workers <= 1 {
            return Workers::One(ev);
        }
        let worker_evaluator = || {
            let w = Evaluator::new(ev.ops, ev.vars);
            *w.registers.borrow_mut() = ev.registers.borrow().clone();
            *w.config.borrow_mut() = ev.config.borrow().clone();
            *w.spec_description.borrow_mut() = ev.spec_description.borrow().clone();
            w
        };
        match rayon::ThreadPoolBuilder::new().num_threads(workers).stack_size(crate::THREAD_STACK).build() {
            Ok(pool) => Workers::Pool { pool, evaluators: (0..workers).map(|_| Mutex::new(worker_evaluator())).collect(), ops: ev.ops, vars: ev.vars },
            Err(_) => Workers::One(ev),
        }
    }

    /// `f` of every item, in order.
    pub(crate) fn map<T: Sync, R: Send>(&self, items: &[T], f: impl Fn(&Evaluator<'m>, &T) -> R + Sync + Send) -> Vec<R> {
        match self {
            Workers::One(ev) => items.iter().map(|x| f(ev, x)).collect(),
            Workers::Pool { pool, evaluators, ops, vars } => {
                pool.install(|| items.par_iter().map_init(|| WorkerEvaluator::of(evaluators, ops, vars), |ev, x| f(ev, x)).collect())
            }
        }
    }

    /// `f` of every item and its index, each item changed by one worker,
    /// in order.
    pub(crate) fn map_mut<T: Send, R: Send>(&self, items: &mut [T], f: impl Fn(usize, &mut T) -> R + Sync + Send) -> Vec<R> {
        match self {
            Workers::One(_) => items.iter_mut().enumerate().map(|(i, x)| f(i, x)).collect(),
            Workers::Pool { pool, .. } => pool.install(|| items.par_iter_mut().enumerate().map(|(i, x)| f(i, x)).collect()),
        }
    }

    /// Runs `f` on every worker's evaluator.
    fn each(&self, mut f: impl FnMut(&Evaluator<'m>)) {
        match self {
            Workers::One(ev) => f(ev),
            Workers::Pool { evaluators, .. } => evaluators.iter().filter_map(|m| m.lock().ok()).for_each(|e| f(&e)),
        }
    }

    /// Every worker's TLCSet registers.
    fn registers(&self) -> Vec<tla_eval::Registers> {
        let mut all = Vec::new();
        self.each(|ev| all.push(ev.registers.borrow().clone()));
        all
    }

    /// Gives the workers the registers a checkpoint kept, by worker: those
    /// of workers beyond this run's are folded into its last.
    // (A value's fingerprint cache is its only interior mutability.)
    #[allow(clippy::mutable_key_type)]
    fn restore_registers(&self, mut saved: Vec<tla_eval::Registers>) {
        let n = match self {
            Workers::One(_) => 1,
            Workers::Pool { evaluators, .. } => evaluators.len(),
        };
        if saved.len() > n {
            let extra = saved.split_off(n);
            let last = saved.last_mut().expect("one worker at least");
            extra.iter().for_each(|r| crate::possible::fold_registers(last, r));
        }
        let mut saved = saved.into_iter();
        self.each(|ev| {
            if let Some(r) = saved.next() {
                *ev.registers.borrow_mut() = r;
            }
        });
    }

    /// Frees `items` on the workers, not on this thread while they wait.
    fn drop_all<T: Send>(&self, items: Vec<T>) {
        match self {
            Workers::One(_) => drop(items),
            Workers::Pool { pool, .. } => pool.install(|| items.into_par_iter().for_each(drop)),
        }
    }
}

impl<'e, 'm> Checker<'e, 'm> {
    /// Searches breadth-first from `start`: the initial states, or where a
    /// checkpoint left the search.
    pub(crate) fn search(&self, workers: usize, explored: Explored, seen: Seen, start: Start, stats: Stats, transitions: Transitions) -> Outcome {
        let workers = Workers::new(self.ev, workers);
        if let Some(saved) = &start.registers {
            workers.restore_registers(saved.clone());
        }
        // State by state when traces are read at each state. (The counts
        // liveness reports are taken state by state in the merge.)
        let batch = match workers {
            Workers::One(_) => 1,
            Workers::Pool { .. } if self.spec.trace => 1,
            Workers::Pool { .. } => BATCH,
        };
        let outcome = self.levels(&workers, batch, explored, seen, start, stats, transitions);
        if let Workers::Pool { evaluators, .. } = workers {
            // After the search, TLC's main thread reads the first worker's
            // registers, and `TLCGet("all")` every worker's.
            let registers: Vec<tla_eval::Registers> =
                evaluators.into_iter().map(|m| m.into_inner().map(|e| e.registers.into_inner()).unwrap_or_default()).collect();
            *self.ev.registers.borrow_mut() = registers[0].clone();
            *self.ev.worker_registers.borrow_mut() = registers;
        }
        outcome
    }

    #[allow(clippy::too_many_arguments)]
    fn levels(
        &self,
        workers: &Workers<'_, 'm>,
        batch_size: usize,
        mut explored: Explored,
        mut seen: Seen,
        start: Start,
        mut stats: Stats,
        mut transitions: Transitions,
    ) -> Outcome {
        let shared = Shared { spec: self.spec, actions: &self.actions };
        let shared = &shared;
        let spec = self.spec;
        let check_invariants = batch_size == 1;
        // The states of the level being explored, with their positions in
        // `explored`, and their depth (initial states are at 1).
        // (A level too large for the memory budget is partly on disk; see
        // `frontier`. Failing to write or read it ends the search.)
        let system_error = |stats: Stats, seen: &Seen, queued: usize, message: String| Outcome {
            stats: Stats { distinct: seen.len() as u64, left_on_queue: queued as u64, ..stats },
            violation: Some(Violation::System(message)),
            trace: vec![],
            graph: None,
            explored_counts: ExploredCounts::new(None),
            outdegree: Default::default(),
            coverage: Default::default(),
            fingerprint_distance: None,
            bounded: false,
        };
        let disk_failure = |e: std::io::Error| format!("the states waiting to be explored could not be kept on disk: {e}");
        let mut level = match start.level.into_level() {
            Ok(level) => level,
            Err(e) => return system_error(stats, &seen, 0, disk_failure(e)),
        };
        let mut depth = start.depth;
        let mut explored_counts = start.explored_counts;
        let mut resumed_next = Some(start.next);
        let mut schedule = checkpoint::Schedule::new(&spec.checkpoint);
        let mut guard = MemoryGuard::new();
        // Reported between batches, and by the workers while one is being
        // expanded (counting the states they have taken from it).
        let progress = Mutex::new(Progress::new(self.spec.live_progress));
        let (taken, generated) = (AtomicU64::new(0), AtomicU64::new(0));
        let mut outdegree = crate::outdegree::Outdegree::default();
        let mut coverage = start.coverage;
        let mut coverage_reported = std::time::Instant::now();
        while level.remaining() > 0 {
            // The states the level admits, in order: the next level.
            let mut next = resumed_next.take().unwrap_or_else(Frontier::new);
            while level.remaining() > 0 {
                if schedule.due() {
                    let snapshot = checkpoint::Snapshot {
                        stats: &stats,
                        depth,
                        explored: &explored,
                        transitions: &transitions,
                        explored_counts: &explored_counts,
                        level: &level,
                        next: &mut next,
                        registers: workers.registers(),
                    };
                    if let Err(message) = write_checkpoint(&spec.checkpoint, snapshot, &progress) {
                        return system_error(stats, &seen, level.remaining() + next.len(), message);
                    }
                    schedule.written();
                }
                // TLC's coverage every so often (`-coverage N`), among the
                // progress lines.
                if let (Some(every), Some(labels)) = (spec.coverage_every, spec.coverage_labels.get()) {
                    if coverage_reported.elapsed() >= every {
                        coverage_reported = std::time::Instant::now();
                        if let Ok(mut p) = progress.lock() {
                            for (code, line) in labels.report(&coverage, &spec.constraint_counts) {
                                p.say(code, &line);
                            }
                        }
                    }
                }
                if let Err(message) = guard.check(spec, &mut seen, &mut explored, workers) {
                    return system_error(stats, &seen, level.remaining() + next.len(), message);
                }
                let batch = match level.take(batch_size) {
                    Ok(batch) => batch,
                    Err(e) => return system_error(stats, &seen, level.remaining() + next.len(), disk_failure(e)),
                };
                // States of the level after the batch.
                let after_batch = level.remaining();
                // States queued when the batch's first state is taken.
                let queued = after_batch + batch.len() + next.len();
                let queued_after = |taken: usize| (queued - taken) as u64;
                let on_disk = level.bytes_on_disk()
                    + next.bytes_on_disk()
                    + 8 * seen.fingerprints_on_disk()
                    + explored.bytes_on_disk()
                    + transitions.list.bytes_on_disk()
                    + explored_counts.bytes_on_disk();
                let at_start = Counts { depth, generated: stats.generated, distinct: seen.len() as u64, queue: queued_after(0), on_disk };
                if let Ok(mut p) = progress.lock() {
                    p.tick(at_start);
                }
                // (As one worker has them when it takes the batch's first state.)
                workers.each(|ev| crate::publish_counts(ev, &stats, seen.len(), queued_after(1) as usize));
                taken.store(0, Ordering::Relaxed);
                generated.store(0, Ordering::Relaxed);
                let report = |successors: u64| {
                    let n = taken.fetch_add(1, Ordering::Relaxed) + 1;
                    let g = generated.fetch_add(successors, Ordering::Relaxed) + successors;
                    if n % 64 == 0 {
                        if let Ok(mut p) = progress.try_lock() {
                            p.tick(Counts { queue: at_start.queue.saturating_sub(n), generated: at_start.generated + g, ..at_start });
                        }
                    }
                };
                let mut expansions: Vec<Expansion> = workers.map(&batch, |ev, (i, state)| {
                    if spec.max_depth.is_some_and(|m| depth >= m) {
                        return Expansion { succs: vec![], unchecked: vec![], error: None, failed_action: usize::MAX, intermediate: 0, beyond_depth: true };
                    }
                    if spec.trace {
                        let kept = explored.states().expect("the states are kept for TLCExt's Trace");
                        let prefix = explored.path(*i).and_then(|path| path.iter().map(|&p| kept.get(p as usize)).collect::<Result<Vec<State>, String>>());
                        match prefix {
                            Ok(prefix) => *ev.trace_prefix.borrow_mut() = prefix,
                            // (The record on disk could not be read back: the
                            // state cannot be explored as TLC would.)
                            Err(message) => {
                                let error = Some(EvalError::new(spec.next.loc, message));
                                return Expansion { succs: vec![], unchecked: vec![], error, failed_action: usize::MAX, intermediate: 0, beyond_depth: false };
                            }
                        }
                    }
                    let ex = shared.expand(ev, &state.state(), depth, &seen, check_invariants);
                    report(ex.generated());
                    ex
                });

                // Merge in queue order: which successors are new. First
                // where the batch stops, if it does (a deadlock, a check or
                // an enumeration that failed), and the successors before.
                let mut stop: Option<Stop> = None;
                let mut merged: Vec<(usize, usize)> = Vec::new();
                'scan_stop: for (p, ex) in expansions.iter().enumerate() {
                    if ex.error.is_none() && ex.succs.is_empty() && !ex.beyond_depth && self.spec.check_deadlock {
                        stop = Some(Stop::Deadlock(p));
                        break;
                    }
                    for (k, sc) in ex.succs.iter().enumerate() {
                        if let Err(e) = &sc.check {
                            stop = Some(Stop::At(p, k, Violation::Eval(e.clone())));
                            break 'scan_stop;
                        }
                        merged.push((p, k));
                    }
                    // The successors found before an evaluation error are
                    // checked first, as one worker (and TLC) checks them.
                    if let Some(e) = &ex.error {
                        stop = Some(Stop::EnumError(p, e.clone()));
                        break;
                    }
                }
                // Then which of those are new, on the workers (a shard of
                // the seen-set each; outside the model, a state is never
                // seen).
                let distinct_before = seen.len();
                let fps: Vec<Option<u64>> = merged
                    .iter()
                    .map(|&(p, k)| match &expansions[p].succs[k].check {
                        Ok(c) if c.in_model => Some(c.fp),
                        _ => None,
                    })
                    .collect();
                let new = seen.insert_all(&fps, workers);
                if let Some(message) = seen.failure() {
                    return system_error(stats, &seen, level.remaining() + next.len(), message);
                }
                // (state of the batch, successor, fp) of the new states:
                let mut admitted: Vec<(usize, usize, u64)> = Vec::new();
                // the new states whose invariants are unchecked:
                let mut to_check: Vec<(usize, usize)> = Vec::new();
                // with the graph recorded, the counts after each state of
                // the batch, as one worker has them once it explored it.
                let mut counts_after: Vec<Stats> = Vec::new();
                let mut generated_before = stats.generated;
                let stopping = match &stop {
                    Some(Stop::Deadlock(q) | Stop::EnumError(q, _) | Stop::At(q, _, _)) => *q,
                    None => usize::MAX,
                };
                let mut i = 0;
                for (p, ex) in expansions.iter().enumerate() {
                    let admitted_before = admitted.len();
                    while i < merged.len() && merged[i].0 == p {
                        let k = merged[i].1;
                        let sc = &ex.succs[k];
                        if let Ok(c) = &sc.check {
                            if let Some(w) = &spec.graph_writer {
                                let from = explored.fingerprint_at(batch[p].0);
                                if let (Ok(from), Ok(mut w)) = (from, w.lock()) {
                                    let shown = (new[i] || !c.in_model).then_some((&*sc.state, c.in_model));
                                    w.transition(from, depth, c.fp, sc.action, shown);
                                }
                            }
                            coverage.generated(sc.action, (new[i] && c.in_model).then_some(&*sc.state));
                            if c.in_model {
                                if let Err(message) = transitions.push(batch[p].0 as usize, c.fp, &sc.state) {
                                    return system_error(stats, &seen, level.remaining() + next.len(), message);
                                }
                                if new[i] {
                                    admitted.push((p, k, c.fp));
                                }
                            }
                            if new[i] && sc.invariant.is_none() {
                                to_check.push((p, k));
                            }
                        }
                        i += 1;
                    }
                    outdegree.add(admitted.len() - admitted_before);
                    if p >= stopping {
                        break;
                    }
                    if self.spec.record_graph {
                        generated_before += ex.generated();
                        counts_after.push(Stats {
                            generated: generated_before,
                            distinct: (distinct_before + admitted.len()) as u64,
                            left_on_queue: (after_batch + batch.len() - (p + 1) + next.len() + admitted.len()) as u64,
                            depth: if admitted.is_empty() { stats.depth } else { stats.depth.max(depth + 1) },
                            ..stats.clone()
                        });
                    }
                }
                // Invariants of the new states, on the workers.
                // Once a state violates one, the states after it in the
                // queue need not be checked: the search stops at the first.
                let first_violating = AtomicUsize::new(usize::MAX);
                let order: Vec<usize> = (0..to_check.len()).collect();
                let verdicts: Vec<Verdict> = workers.map(&order, |ev, &i| {
                    if i > first_violating.load(Ordering::Relaxed) {
                        return Ok(None);
                    }
                    let (p, k) = to_check[i];
                    let verdict = shared.invariants(ev, &expansions[p].succs[k].state, depth + 1);
                    let goes_on = matches!(verdict, Ok(None)) || (spec.continue_after_violation && matches!(verdict, Ok(Some(_))));
                    if !goes_on {
                        first_violating.fetch_min(i, Ordering::Relaxed);
                    }
                    verdict
                });
                for (&(p, k), v) in to_check.iter().zip(verdicts) {
                    expansions[p].succs[k].invariant = Some(v);
                }
                // The first violation in queue order, as one worker would find it.
                let mut first: Option<(usize, usize, Violation)> = None;
                'scan: for (p, ex) in expansions.iter().enumerate() {
                    match &stop {
                        Some(Stop::Deadlock(q)) if *q == p => break,
                        Some(Stop::EnumError(q, _)) if p > *q => break,
                        _ => {}
                    }
                    for (k, sc) in ex.succs.iter().enumerate() {
                        if let Some(Stop::At(q, j, _)) = &stop {
                            if (*q, *j) == (p, k) {
                                break 'scan;
                            }
                        }
                        let Ok(c) = &sc.check else { break 'scan };
                        let violation = match &sc.invariant {
                            Some(Ok(Some(name))) => Some(Violation::Invariant(name.clone())),
                            Some(Err((name, e))) => Some(Violation::InvariantEval(name.clone(), e.clone(), None)),
                            _ => c.property.clone(),
                        };
                        match violation {
                            // (--continue: reported with its trace, and the
                            // search goes on as if it held.)
                            Some(v @ (Violation::Invariant(_) | Violation::ActionProperty(_))) if spec.continue_after_violation => {
                                let mut trace = self.trace_to(shared, &explored, batch[p].0);
                                trace.push((sc.state.clone(), Some(sc.action)));
                                self.reported.borrow_mut().push((v, trace));
                            }
                            Some(v) => {
                                first = Some((p, k, v));
                                break 'scan;
                            }
                            None => {}
                        }
                    }
                }
                // Where the search stops, if it does: (state of the batch,
                // its successors counted, violation, state to end the trace
                // with).
                let end: Option<(usize, usize, Violation, Option<(State, usize)>)> = match (first, stop) {
                    (Some((p, k, v)), _) | (None, Some(Stop::At(p, k, v))) => {
                        let sc = &expansions[p].succs[k];
                        Some((p, k + 1, v, Some((sc.state.clone(), sc.action))))
                    }
                    (None, Some(Stop::Deadlock(p))) => Some((p, 0, Violation::Deadlock, None)),
                    (None, Some(Stop::EnumError(p, e))) => {
                        // TLC counts the state it could not complete as generated.
                        if e.cause == Cause::IncompleteSuccessor {
                            stats.generated += 1;
                        }
                        Some((p, expansions[p].succs.len(), Violation::Eval(e), None))
                    }
                    (None, None) => None,
                };
                if let Some((p, counted, violation, last)) = end {
                    // Counts as a single worker has them at this point.
                    stats.generated += expansions[..p].iter().map(Expansion::generated).sum::<u64>();
                    stats.generated += counted as u64 + expansions[p].intermediate;
                    for &(ap, ak, fp) in &admitted {
                        if (ap, ak) >= (p, counted) {
                            seen.remove(&fp);
                        }
                    }
                    stats.distinct = seen.len() as u64;
                    // (The state that violated is not queued.)
                    let violating = if last.is_some() { counted - 1 } else { counted };
                    let admitted_before = admitted.iter().filter(|&&(ap, ak, _)| (ap, ak) < (p, violating)).count();
                    // One worker has reached the next level once it admitted
                    // a state there, the violating one included when it is
                    // new (TLC's depth is that of the last state it wrote to
                    // its trace: an action property violated by a step back
                    // to a state seen before adds none); not a state whose
                    // constraints or action properties failed to evaluate.
                    let violating_in_model = matches!(expansions[p].succs.get(violating).map(|sc| &sc.check), Some(Ok(c)) if c.in_model);
                    let violating_new = admitted.iter().any(|&(ap, ak, _)| (ap, ak) == (p, violating));
                    if (last.is_some() && violating_in_model && violating_new && !matches!(violation, Violation::Eval(_))) || admitted_before > 0 {
                        stats.depth = stats.depth.max(depth + 1);
                    }
                    // States still queued: the rest of this level and what
                    // it admitted before.
                    stats.left_on_queue = (after_batch + batch.len() - p - 1 + next.len() + admitted_before) as u64;
                    let mut violation = violation;
                    let overflowed = violation.overflowed();
                    if let (Violation::InvariantEval(_, _, rerun_error), false) = (&mut violation, overflowed) {
                        let r = self.rerun(shared, &expansions[p], &batch[p].1.state(), depth, counted - 1, &mut seen);
                        stats.left_on_queue += r.queued;
                        stats.distinct = seen.len() as u64;
                        if r.queued > 0 {
                            stats.depth = stats.depth.max(depth + 1);
                        }
                        *rerun_error = r.error;
                    }
                    let mut trace = self.trace_to(shared, &explored, batch[p].0);
                    if let Some((s, a)) = last {
                        if !matches!(&violation, Violation::Eval(e) if crate::is_unfingerprintable(e)) && !violation.overflowed() {
                            trace.push((s, Some(a)));
                        }
                    }
                    drop(expansions);
                    // (The states of the batch before the one that stopped
                    // the search were explored.)
                    counts_after.truncate(p);
                    if let Err(message) = counts_after.iter().try_for_each(|c| explored_counts.push(c)) {
                        return system_error(stats, &seen, 0, message);
                    }
                    let (graph, violation) = match self.graph_of(explored, transitions) {
                        Ok(graph) => (graph, violation),
                        Err(message) => (None, Violation::System(message)),
                    };
                    return Outcome {
                        stats,
                        violation: Some(violation),
                        trace,
                        graph,
                        explored_counts,
                        outdegree,
                        coverage,
                        fingerprint_distance: None,
                        bounded: false,
                    };
                }

                // No violation: admit the batch's new states.
                stats.generated += expansions.iter().map(Expansion::generated).sum::<u64>();
                // (States the next level keeps encoded are encoded on the
                // workers, with the positions they are about to get.)
                let records: Option<Vec<Vec<u8>>> = next.packs_next().then(|| {
                    let first = explored.len() as u32;
                    let order: Vec<usize> = (0..admitted.len()).collect();
                    workers.map(&order, |_, &j| {
                        let (p, k, _) = admitted[j];
                        crate::records::encode_record(first.wrapping_add(j as u32), &expansions[p].succs[k].state)
                    })
                });
                for (j, &(p, k, fp)) in admitted.iter().enumerate() {
                    let sc = &mut expansions[p].succs[k];
                    let position = match explored.push(batch[p].0, sc.action as u32, fp, &sc.state) {
                        Ok(position) => position,
                        Err(message) => return system_error(stats, &seen, after_batch + next.len(), message),
                    };
                    stats.depth = stats.depth.max(depth + 1);
                    // (An encoded state's values are freed with the batch,
                    // by the workers.)
                    let pushed = match &records {
                        Some(records) => next.push_record(&records[j], &spec.memory),
                        None => next.push(position, std::mem::take(&mut sc.state), &spec.memory),
                    };
                    if let Err(e) = pushed {
                        return system_error(stats, &seen, after_batch + next.len(), disk_failure(e));
                    }
                }
                if let Err(message) = counts_after.iter().try_for_each(|c| explored_counts.push(c)) {
                    return system_error(stats, &seen, after_batch + next.len(), message);
                }
                // What is left (duplicates within the batch) and the batch's
                // states are freed by the workers, in one hand-over.
                workers.drop_all(expansions.into_iter().zip(batch).collect());
            }
            level = match next.into_level() {
                Ok(level) => level,
                Err(e) => return system_error(stats, &seen, 0, disk_failure(e)),
            };
            depth += 1;
        }
        stats.distinct = seen.len() as u64;
        // (TLC looks at the fingerprints only when its first estimate is
        // not small enough.)
        let fingerprint_distance = (spec.fingerprint_distance
            && tla_diagnostics::tlc_messages::optimistic_collision_probability(stats.distinct, stats.generated) >= 1e-10)
            .then(|| seen.min_distance())
            .flatten();
        // A state found at the bound is never expanded, so reaching the
        // bound means states went unexplored. (Judged from the depth found
        // rather than from the expansions skipped, so that a search
        // recovered from a checkpoint taken past the bound's level says so
        // too.)
        let bounded = spec.max_depth.is_some_and(|m| stats.depth >= m);
        match self.graph_of(explored, transitions) {
            Ok(graph) => Outcome { stats, violation: None, trace: vec![], graph, explored_counts, outdegree, coverage, fingerprint_distance, bounded },
            Err(message) => system_error(stats, &seen, 0, message),
        }
    }

    /// The trace from an initial state to the state at `position`, rebuilt
    /// by running the recorded actions again (see `explored`). Should a
    /// step be lost, the trace ends before it and a warning says so.
    fn trace_to(&self, shared: &Shared, explored: &Explored, position: u32) -> Vec<(State, Option<usize>)> {
        // (That is the state the search admitted, except where VIEW gives a
        // state outside the model the same fingerprint: TLC then shows that
        // one, and so does tlars.)
        let mut successor = |cur: &State, depth: u64, fp: u64| {
            self.ev.level.set(depth);
            crate::successor_with(self.ev, shared.spec, shared.actions, cur, fp)
        };
        // (The steps printed what they print when the search took them.)
        let was_quiet = self.ev.quiet.replace(true);
        let rebuilt = explored.trace_to(position, &mut successor);
        self.ev.quiet.set(was_quiet);
        match rebuilt {
            Ok(trace) => trace,
            Err((trace, message)) => {
                eprintln!("Warning: {message}");
                trace
            }
        }
    }

    /// TLC's rerun of the step from `cur` after an invariant failed to
    /// evaluate on its successor `k` (see `rerun`): the successors from
    /// `k` on, up to the action whose enumeration failed (TLC computes each
    /// action's successors before checking any: the failing action
    /// contributes none).
    fn rerun(&self, shared: &Shared, ex: &Expansion, cur: &State, depth: u64, k: usize, seen: &mut Seen) -> rerun::Rerun {
        let checked = ex.succs[k..].iter().map(|sc| (&sc.state, sc.action, sc.check.clone()));
        let cur_serial = self.ev.next_serial();
        let unchecked = ex.unchecked.iter().map(|(s, a)| (s, *a, shared.check_transition(self.ev, cur, cur_serial, s, depth, &mut |_, _, _| None)));
        let steps = checked.chain(unchecked).take_while(|(_, a, _)| *a != ex.failed_action).map(|(state, _, check)| rerun::RerunStep { state, check });
        let mut invariant = |s: &State| shared.invariants(self.ev, s, depth + 1);
        rerun::rerun(steps, ex.error.as_ref(), seen, &mut invariant)
    }
}

/// Where the search starts: the level to explore (the initial states, at
/// depth 1) and what the next level holds already (nothing, unless the
/// search goes on from a checkpoint).
pub(crate) struct Start {
    pub level: Frontier,
    pub next: Frontier,
    pub depth: u64,
    pub explored_counts: ExploredCounts,
    /// The workers' TLCSet registers, from a checkpoint.
    pub registers: Option<Vec<tla_eval::Registers>>,
    /// The counts of TLC's coverage so far (the initial states').
    pub coverage: crate::coverage::Coverage,
}

/// Keeps a search within its memory budget beyond what the frontier does:
/// moves the fingerprints to disk once they are a good part of it, and
/// ends, with a message before the system kills it, a search that keeps
/// every state (which tlars does not put on disk) and outgrows it.
struct MemoryGuard {
    last: std::time::Instant,
}

impl MemoryGuard {
    /// How often the process's memory is looked at.
    const EVERY: std::time::Duration = std::time::Duration::from_millis(100);

    fn new() -> MemoryGuard {
        MemoryGuard { last: std::time::Instant::now() }
    }

    /// Why the search cannot go on within `spec.memory.max`, if it cannot.
    /// Past the budget, the states kept for liveness (or TLCExt's Trace)
    /// go to disk, then the seen-set if it holds a good part of the
    /// budget. (The waiting states went to disk first, past the same
    /// budget; the records of explored states and of transitions are on
    /// disk always.)
    fn check(&mut self, spec: &Spec, seen: &mut Seen, explored: &mut Explored, workers: &Workers) -> Result<(), String> {
        let Some(max) = spec.memory.max else { return Ok(()) };
        if self.last.elapsed() < Self::EVERY {
            return Ok(());
        }
        self.last = std::time::Instant::now();
        let Some(resident) = crate::progress::resident_bytes() else { return Ok(()) };
        if resident <= max {
            return Ok(());
        }
        if let Some(states) = explored.states_mut() {
            states.move_to_disk()?;
        }
        if seen.bytes() > max / 4 {
            seen.move_to_disk(&spec.memory.work_dir, workers)?;
        }
        Ok(())
    }
}

/// Writes a checkpoint, saying so among the progress lines as TLC does.
fn write_checkpoint(options: &checkpoint::CheckpointOptions, snapshot: checkpoint::Snapshot, progress: &Mutex<Progress>) -> Result<(), String> {
    let say = |code: u32, line: String| {
        if let Ok(mut p) = progress.lock() {
            p.say(code, &line)
        }
    };
    say(code::TLC_CHECKPOINT_START, format!("Checkpointing of run {}", options.dir.display()));
    checkpoint::write(options, snapshot).map_err(|e| format!("the checkpoint could not be written: {e}"))?;
    // (TLC says when, as the time of day; `tlars check` as the time since
    // the search started.)
    let when = if tlc_messages::full() { tlc_messages::now() } else { progress.lock().map(|p| p.elapsed()).unwrap_or_default() };
    say(code::TLC_CHECKPOINT_END, format!("Checkpointing completed at ({when})"));
    Ok(())
}

/// The evaluator of the worker thread running a job: its own, or a fresh
/// one should the thread's be in use further up its stack (a job stolen
/// while another waits).
enum WorkerEvaluator<'a, 'm> {
    Kept(MutexGuard<'a, Evaluator<'m>>),
    Fresh(Box<Evaluator<'m>>),
}

impl<'a, 'm> WorkerEvaluator<'a, 'm> {
    fn of(evaluators: &'a [Mutex<Evaluator<'m>>], ops: &'m [tla_eval::OpDef], vars: &'m [String]) -> Self {
        let kept = rayon::current_thread_index().and_then(|i| evaluators.get(i)).and_then(|m| m.try_lock().ok());
        match kept {
            Some(guard) => WorkerEvaluator::Kept(guard),
            None => WorkerEvaluator::Fresh(Box::new(Evaluator::new(ops, vars))),
        }
    }
}

impl<'m> std::ops::Deref for WorkerEvaluator<'_, 'm> {
    type Target = Evaluator<'m>;
    fn deref(&self) -> &Evaluator<'m> {
        match self {
            WorkerEvaluator::Kept(g) => g,
            WorkerEvaluator::Fresh(e) => e,
        }
    }
}
