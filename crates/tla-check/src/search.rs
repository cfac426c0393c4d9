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
//!
//! With several workers the batches (*chunks*) are not taken one after the
//! other with a barrier each, but in a *window* (`phases::window`): the
//! workers expand chunks ahead, claiming the fingerprints of their
//! successors and checking the invariants of those they hold the claim on,
//! and this thread commits the chunks in queue order through the same
//! merge, so that the answers stay one worker's. The loop and its phases
//! are `phases`; this module holds what they share.

mod phases;

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
use tla_eval::eval::compiled::plan::Successor;

/// How many states of a level a batch (a window's chunk, at most) takes
/// with several workers: few enough that the successors a chunk makes are
/// still in the caches when the commit reads them, and that little is
/// explored past a violation. (Measured on two workers with the batch loop,
/// a barrier per batch: MCLamportMutex took 13.8 s with 64, 16.8 s with
/// 16, 18.1 s with 1,024; Disruptor 2.3 s, 2.9 s, 3.9 s.)
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
    /// (Boxed: a successor's checks are kept for each one generated, and
    /// a violation is rare.)
    pub property: Option<Box<Violation>>,
}

impl Checked {
    /// The checks of a successor found before (see `known_duplicates`):
    /// in the model, its fingerprint `fp`, no property a step violates.
    fn known(fp: u64) -> Checked {
        Checked { in_model: true, fp, property: None }
    }
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
    invariant: KeptVerdict,
    /// Known to be a state found before it in queue order: in the
    /// seen-set when the state was expanded, or (in a window) beaten to
    /// its claim.
    found_before: bool,
}

/// The invariants' verdict on a successor, as kept in its record: not
/// checked, held (the usual case, without an allocation), or another
/// verdict (boxed, as `Checked::property`).
#[derive(Default)]
pub(crate) enum KeptVerdict {
    #[default]
    Unchecked,
    Held,
    Other(Box<Verdict>),
}

/// Every invariant held.
static HELD: Verdict = Ok(None);

impl KeptVerdict {
    pub(crate) fn of(verdict: Verdict) -> KeptVerdict {
        match verdict {
            Ok(None) => KeptVerdict::Held,
            other => KeptVerdict::Other(Box::new(other)),
        }
    }

    /// The verdict, if checked.
    pub(crate) fn get(&self) -> Option<&Verdict> {
        match self {
            KeptVerdict::Unchecked => None,
            KeptVerdict::Held => Some(&HELD),
            KeptVerdict::Other(v) => Some(v),
        }
    }
}

struct Expansion {
    succs: Vec<Succ>,
    /// Successors left unchecked after a violation among `succs` (only
    /// when the invariants are checked while expanding): TLC's rerun of
    /// the step may still look at them.
    unchecked: Vec<(Successor, usize)>,
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
    /// A state at `--max-depth`, not expanded.
    fn beyond_depth() -> Expansion {
        Expansion { succs: vec![], unchecked: vec![], error: None, failed_action: usize::MAX, intermediate: 0, beyond_depth: true }
    }

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
#[derive(Clone, Copy)]
pub(crate) struct Shared<'a> {
    pub spec: &'a Spec,
    pub options: &'a SearchOptions,
    pub evaluations: &'a ActionEvaluations,
    pub checks: &'a crate::compiled::CompiledChecks,
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
        // (Room for the usual number of successors: growing the list from
        // empty reallocated it three or four times a state.)
        let mut raw: Vec<(Successor, usize)> = Vec::with_capacity(16);
        let mut error = None;
        let mut failed_action = usize::MAX;
        let mut intermediate = 0;
        let mut scratch = ev.take_scratch();
        let mut decided = 0;
        let mut states = Vec::new();
        let known_duplicates = self.known_duplicates();
        // A successor found before, recognized by its fingerprint where the
        // plan completes it, is not built (see `known_duplicates`).
        let mut known = |next: &mut dyn Iterator<Item = Option<&Value>>| {
            if !known_duplicates {
                return None;
            }
            let fp = crate::fingerprint_of(next)?;
            seen.contains(&fp).then_some(fp)
        };
        for (ai, action) in self.actions.iter().enumerate() {
            // (With coverage there are no compiled forms: see `Checker::with`.)
            match action.compiled.decide(ev, cur, serial, &mut scratch, &mut states, &mut known) {
                crate::compiled::Decision::Decided { intermediate: passed } => {
                    decided += 1;
                    intermediate += passed;
                    raw.extend(states.drain(..).map(|s| (s, ai)));
                    continue;
                }
                crate::compiled::Decision::Interpret => {}
            }
            let en = Enumerator::new(ev, Mode::Next, Some(cur), serial);
            let root = self.options.cost_roots().and_then(|r| CostRoots::nth(&r.actions, ai));
            let r = ev.cost_scope(root, || {
                en.run(&action.ir, &action.env(), &mut |ps| {
                    raw.push((Successor::State(complete_state(ps, ev.vars, action, self.actions.len() > 1)?), ai));
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
        ev.put_scratch(scratch);
        self.evaluations.count(decided, self.actions.len() as u64 - decided);
        let mut succs = Vec::with_capacity(raw.len());
        let mut unchecked = Vec::new();
        // The states this expansion found new (with `check_invariants`).
        let mut found = FpSet::default();
        let mut raw = raw.into_iter();
        for (successor, action) in raw.by_ref() {
            let state = match successor {
                Successor::State(state) => state,
                Successor::Known(fp) => {
                    succs.push(Succ { state: State::default(), action, check: Ok(Checked::known(fp)), invariant: KeptVerdict::Unchecked, found_before: true });
                    continue;
                }
            };
            let mut invariant = None;
            let mut check_new = |in_model: bool, fp: u64, s: &State| {
                if !check_invariants || (in_model && (seen.contains(&fp) || found.contains(&fp))) {
                    return None;
                }
                if in_model {
                    found.insert(fp);
                }
                let verdict = self.invariants(ev, s, depth + 1, self.before(cur));
                invariant = Some(verdict.clone());
                Some(verdict)
            };
            let check = self.check_transition(ev, cur, serial, &state, depth, true, &mut check_new);
            let violated = self.stops_at(&check, invariant.as_ref());
            // (A state whose invariants were checked here is not in the
            // seen-set: no second look. Under SYMMETRY the recorded graph
            // keeps every successor as the action gave it.)
            let found_before = matches!(&check, Ok(c) if c.in_model && invariant.is_none() && seen.contains(&c.fp));
            let state = match &check {
                Ok(c) if found_before && c.property.is_none() && invariant.is_none() && !self.spec.record_graph => State::default(),
                _ => state,
            };
            succs.push(Succ { state, action, check, invariant: invariant.map_or(KeptVerdict::Unchecked, KeptVerdict::of), found_before });
            if violated && check_invariants {
                break;
            }
        }
        unchecked.extend(raw);
        Expansion { succs, unchecked, error, failed_action, intermediate, beyond_depth: false }
    }

    /// Whether the search stops at a successor so checked: an error, or a
    /// violation (with `--continue`, a violated invariant or action
    /// property is reported and the search goes on).
    fn stops_at(&self, check: &EResult<Checked>, invariant: Option<&Verdict>) -> bool {
        let keep_going = self.options.continue_after_violation;
        match (check, invariant) {
            (Err(_), _) | (_, Some(Err(_))) => true,
            (_, Some(Ok(Some(_)))) => !keep_going,
            (Ok(c), _) => c.property.as_ref().is_some_and(|v| !(keep_going && matches!(**v, Violation::ActionProperty(_)))),
        }
    }

    /// Whether the search stops at a state the invariants so judged.
    fn verdict_stops(&self, verdict: &Verdict) -> bool {
        match verdict {
            Ok(None) => false,
            Ok(Some(_)) => !self.options.continue_after_violation,
            Err(_) => true,
        }
    }

    /// TLC's checks of the transition from `cur` (evaluated under
    /// `cur_serial`) to `s`, in TLC's order:
    /// the state constraints, the action constraints, the fingerprint,
    /// the invariants (`invariants` is given whether the state is in the
    /// model, its fingerprint and the state, and checks them if the search
    /// wants them checked here and the state is new or outside the model),
    /// then the action properties. `explored`: `cur` is a state the
    /// search explores (it held every state constraint, which `s` is then
    /// checked against from what it shares with `cur`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn check_transition(
        &self,
        ev: &Evaluator,
        cur: &State,
        cur_serial: u64,
        s: &State,
        depth: u64,
        explored: bool,
        invariants: &mut dyn FnMut(bool, u64, &State) -> Option<Verdict>,
    ) -> EResult<Checked> {
        let serial = ev.next_serial();
        ev.level.set(depth + 1);
        let st = States { cur: Cur::Full(s), next: None, serial };
        let before = explored.then_some(&cur[..]);
        let mut in_model = crate::in_model(ev, self.spec, self.options.coverage.as_ref(), self.checks, &st, before)?;
        let next: Option<Vec<Option<Value>>> =
            (self.spec.has_action_constraints() || !self.spec.action_properties.is_empty()).then(|| s.iter().cloned().map(Some).collect());
        // (What the current state's operators give is shared by all its
        // transitions: cached under its serial.)
        let transition = next.as_ref().map(|ps| States { cur: Cur::Full(cur), next: Some(ps), serial: cur_serial });
        if let (true, true, Some(st)) = (in_model, self.spec.has_action_constraints(), &transition) {
            ev.level.set(depth);
            in_model = crate::in_actions(ev, self.spec, self.options.coverage.as_ref(), st)?;
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
            for (i, (name, p)) in self.spec.action_properties.iter().enumerate() {
                // (Where it does not hold, the interpreter says so, or what
                // failed.)
                let compiled = self.checks.action_properties.get(i).and_then(Option::as_ref);
                if crate::compiled::holds_on(compiled, ev, cur, cur_serial, st.next) == Some(true) {
                    continue;
                }
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
        Ok(Checked { in_model, fp, property: property.map(Box::new) })
    }

    /// Whether a successor in the seen-set is known, from its fingerprint
    /// alone, to need nothing but counting: it is then not built, nor
    /// checked (no allocation, no copy of the variables the step left
    /// unchanged, which the plan reads where they are, no state
    /// constraint evaluated: most successors are duplicates, 73% on
    /// MCLamportMutex). That holds where its checks
    /// are those of the state found before: its fingerprint is of the
    /// state itself (no VIEW, no SYMMETRY), the state constraints are a
    /// function of the state (it met them), no check reads the step (no
    /// ACTION_CONSTRAINT, no action property), and nothing records the
    /// transitions (liveness, a state graph written out).
    fn known_duplicates(&self) -> bool {
        let spec = self.spec;
        spec.view.is_none()
            && spec.symmetry.is_empty()
            && self.checks.constraints_pure()
            && !spec.has_action_constraints()
            && spec.action_properties.is_empty()
            && !spec.record_graph
            && self.options.graph_writer.is_none()
    }

    /// The first invariant violated in `s`, at `depth`, a successor of
    /// `before` (see `before`) if given.
    pub(crate) fn invariants(&self, ev: &Evaluator, s: &State, depth: u64, before: Option<&[Value]>) -> Verdict {
        ev.level.set(depth);
        let st = States { cur: Cur::Full(s), next: None, serial: ev.next_serial() };
        crate::first_failing_invariant(ev, self.spec, self.options.coverage.as_ref(), self.checks, &st, before)
    }

    /// The state explored, for checking its successors' invariants from
    /// what they share with it: it held every invariant (the search stops
    /// at a state that does not), so a conjunct that reads only variables
    /// a step left unchanged holds after it (`compiled::invariant_holds`).
    /// Not with `--continue`, which explores states that violated one.
    pub(crate) fn before<'s>(&self, cur: &'s State) -> Option<&'s [Value]> {
        (!self.options.continue_after_violation).then_some(&cur[..])
    }

    /// `before` of a state as it waited in the queue. (A state kept
    /// encoded is decoded anew: what its successors share with it is not
    /// seen.)
    fn before_waiting<'s>(&self, waiting: &'s crate::frontier::Waiting) -> Option<&'s [Value]> {
        match waiting {
            crate::frontier::Waiting::Values(s) => self.before(s),
            crate::frontier::Waiting::Packed(_) => None,
        }
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
        // (Each worker evaluates and prints for the run of this thread.)
        let context = tla_eval::RunContext::current();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(workers).stack_size(crate::THREAD_STACK).start_handler(move |_| context.set_for_thread());
        match pool.build() {
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
        let Start { level, next, depth, explored_counts, coverage, .. } = start;
        let outcome = phases::Search::new(self, &workers, batch, (explored, seen, stats, transitions), depth, explored_counts, coverage).run(level, next);
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
        let unbuilt = State::default();
        let unchecked = ex.unchecked.iter().map(|(s, a)| match s {
            Successor::State(s) => (s, *a, shared.check_transition(self.ev, cur, cur_serial, s, depth, true, &mut |_, _, _| None)),
            Successor::Known(fp) => (&unbuilt, *a, Ok(Checked::known(*fp))),
        });
        let steps = checked.chain(unchecked).take_while(|(_, a, _)| *a != ex.failed_action).map(|(state, _, check)| rerun::RerunStep { state, check });
        let mut invariant = |s: &State| shared.invariants(self.ev, s, depth + 1, None);
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
    /// Past the budget when last looked at, and not acted on yet.
    over: bool,
}

impl MemoryGuard {
    /// How often the process's memory is looked at.
    const EVERY: std::time::Duration = std::time::Duration::from_millis(100);

    fn new() -> MemoryGuard {
        MemoryGuard { last: std::time::Instant::now(), over: false }
    }

    /// Whether the process is past `memory.max` (looked at every
    /// `EVERY`): `check` then has something to do.
    fn over(&mut self, memory: &frontier::MemoryBudget) -> bool {
        let Some(max) = memory.max else { return false };
        if self.last.elapsed() >= Self::EVERY {
            self.last = std::time::Instant::now();
            self.over = crate::progress::resident_bytes().is_some_and(|resident| resident > max);
        }
        self.over
    }

    /// Why the search cannot go on within `memory.max`, if it cannot.
    /// Past the budget, the states kept for liveness (or TLCExt's Trace)
    /// go to disk, then the seen-set if it holds a good part of the
    /// budget. (The waiting states went to disk first, past the same
    /// budget; the records of explored states and of transitions are on
    /// disk always.)
    fn check(&mut self, memory: &frontier::MemoryBudget, seen: &mut Seen, explored: &mut Explored, workers: &Workers) -> Result<(), String> {
        let Some(max) = memory.max else { return Ok(()) };
        if !self.over(memory) {
            return Ok(());
        }
        self.over = false;
        if let Some(states) = explored.states_mut() {
            states.move_to_disk()?;
        }
        if seen.bytes() > max / 4 {
            seen.move_to_disk(&memory.work_dir, workers)?;
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

#[cfg(test)]
mod tests {
    /// A successor's record is kept for each one generated until its
    /// state's batch is merged (a model generating millions of
    /// duplicates from one state keeps millions), so what is rare in it
    /// (a violation, an invariant's verdict but "held") is boxed: 88
    /// bytes, where it took 216.
    #[test]
    fn a_successors_record_is_small() {
        assert!(std::mem::size_of::<super::Succ>() <= 88, "{}", std::mem::size_of::<super::Succ>());
    }
}
