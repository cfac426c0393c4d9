//! Breadth-first search on several threads, level by level.
//!
//! Each level's states are expanded in parallel (successors, constraints,
//! action properties, fingerprints); the results are then merged in queue
//! order, as one worker would meet them, so that "states generated",
//! "distinct states", the depth and even the violation reported are those
//! of a single worker. Invariants are checked in parallel on the states the
//! merge finds new; if a violation stops the search, the states the merge
//! had admitted after it are taken back out of the seen-set.

use crate::progress::{Counts, Progress};
use crate::*;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

struct Succ {
    /// Empty once known to be a state found before (nothing more is asked
    /// of it but its fingerprint).
    state: State,
    action: usize,
    fp: u64,
    /// In the model (state and action constraints), or the error raised
    /// checking that; then how the action properties fail, if they do.
    check: EResult<(bool, Option<Violation>)>,
}

struct Expansion {
    succs: Vec<Succ>,
    /// Raised while enumerating: ends the search at this state.
    error: Option<EvalError>,
    /// The action whose enumeration raised `error`.
    failed_action: usize,
    /// Intermediate states of `\cdot` (counted as generated).
    intermediate: u64,
}

enum Stop {
    Deadlock(usize),
    EnumError(usize, EvalError),
    /// At successor `k` of parent `p`.
    At(usize, usize, Violation),
}

/// What the worker threads share: the model, not the evaluator.
pub(crate) struct Shared<'a> {
    pub(crate) spec: &'a Spec,
    pub(crate) actions: &'a [Action],
}

impl<'a> Shared<'a> {
    /// The successors of `cur`, checked against the constraints and action
    /// properties; those `seen` already holds (found on earlier levels) are
    /// dropped here, on the worker, keeping only their fingerprints.
    fn expand(&self, ev: &Evaluator, cur: &State, depth: u64, seen: &FpSet) -> Expansion {
        ev.level.set(depth);
        let serial = ev.next_serial();
        let mut raw: Vec<(State, usize)> = Vec::new();
        let mut error = None;
        let mut failed_action = usize::MAX;
        let mut intermediate = 0;
        for (ai, action) in self.actions.iter().enumerate() {
            let en = Enumerator::new(ev, Mode::Next, Some(cur), serial);
            let r = en.run(&action.ir, &action.env(), &mut |ps| {
                raw.push((complete_state(ps, ev.vars, action.loc)?, ai));
                Ok(())
            });
            intermediate += en.intermediate.get();
            if let Err(e) = r {
                error = Some(e);
                failed_action = ai;
                break;
            }
        }
        let succs = raw
            .into_iter()
            .map(|(state, action)| {
                let (fp, check) = match state_fingerprint(self.spec, ev, &state) {
                    Ok(fp) => (fp, self.check_transition(ev, cur, &state, depth)),
                    Err(e) => (0, Err(e)),
                };
                let state = match check {
                    Ok((true, None)) if seen.contains(&fp) => State::default(),
                    _ => state,
                };
                Succ { state, action, fp, check }
            })
            .collect();
        Expansion { succs, error, failed_action, intermediate }
    }

    pub(crate) fn check_transition(&self, ev: &Evaluator, cur: &State, s: &State, depth: u64) -> EResult<(bool, Option<Violation>)> {
        let serial = ev.next_serial();
        ev.level.set(depth + 1);
        let st = States { cur: Cur::Full(s), next: None, serial };
        let mut in_model = crate::in_model(ev, self.spec, &st)?;
        if self.spec.has_action_constraints() || !self.spec.action_properties.is_empty() {
            let ps: Vec<Option<Value>> = s.iter().cloned().map(Some).collect();
            let st = States { cur: Cur::Full(cur), next: Some(&ps), serial: 0 };
            ev.level.set(depth);
            if in_model {
                in_model = crate::in_actions(ev, self.spec, &st)?;
            }
            for (name, p) in &self.spec.action_properties {
                match ev.eval_bool(p, &None, &st) {
                    Ok(true) => {}
                    Ok(false) => return Ok((in_model, Some(Violation::ActionProperty(name.clone())))),
                    Err(e) => return Ok((in_model, Some(Violation::ActionPropertyEval(name.clone(), e)))),
                }
            }
        }
        Ok((in_model, None))
    }

    fn invariant_of(&self, ev: &Evaluator, s: &State, depth: u64) -> Result<Option<String>, Violation> {
        ev.level.set(depth);
        let serial = ev.next_serial();
        let st = States { cur: Cur::Full(s), next: None, serial };
        crate::first_failing_invariant(ev, &self.spec.invariants, &st).map_err(|(name, e)| Violation::InvariantEval(name, e, None))
    }
}

impl<'e, 'm> Checker<'e, 'm> {
    pub(crate) fn bfs_parallel(
        &self,
        workers: usize,
        nodes: Vec<Node>,
        seen: FpSet,
        queue: VecDeque<usize>,
        stats: Stats,
        transitions: Transitions,
    ) -> Outcome {
        let pool = match rayon::ThreadPoolBuilder::new().num_threads(workers).stack_size(crate::THREAD_STACK).build() {
            Ok(p) => p,
            Err(_) => return self.run_impl(1),
        };
        // One evaluator per worker thread for the whole search, so that its
        // caches (remembered constant-function applications, per-state
        // values) and TLCSet registers last, as a TLC worker's do. Each
        // starts from the registers ASSUME and Init set (TLC sets them in
        // every worker).
        let evaluators: Vec<Mutex<Evaluator>> = (0..workers).map(|_| Mutex::new(self.worker_evaluator())).collect();
        let outcome = self.bfs_levels(&pool, &evaluators, nodes, seen, queue, stats, transitions);
        // After the search, TLC's main thread reads the first worker's
        // registers, and `TLCGet("all")` every worker's.
        let registers: Vec<tla_eval::Registers> =
            evaluators.into_iter().map(|m| m.into_inner().map(|e| e.registers.into_inner()).unwrap_or_default()).collect();
        *self.ev.registers.borrow_mut() = registers[0].clone();
        *self.ev.worker_registers.borrow_mut() = registers;
        outcome
    }

    /// An evaluator for a worker, starting from the main one's registers.
    fn worker_evaluator(&self) -> Evaluator<'m> {
        let ev = Evaluator::new(self.ev.ops, self.ev.vars);
        *ev.registers.borrow_mut() = self.ev.registers.borrow().clone();
        *ev.config.borrow_mut() = self.ev.config.borrow().clone();
        *ev.spec_description.borrow_mut() = self.ev.spec_description.borrow().clone();
        ev
    }

    #[allow(clippy::too_many_arguments)]
    fn bfs_levels(
        &self,
        pool: &rayon::ThreadPool,
        evaluators: &[Mutex<Evaluator<'m>>],
        mut nodes: Vec<Node>,
        mut seen: FpSet,
        queue: VecDeque<usize>,
        mut stats: Stats,
        mut transitions: Transitions,
    ) -> Outcome {
        let (ops, vars) = (self.ev.ops, self.ev.vars);
        let worker_evaluator = || WorkerEvaluator::of(evaluators, ops, vars);
        let shared = Shared { spec: self.spec, actions: &self.actions };
        let shared = &shared;
        let mut frontier: Vec<usize> = queue.into_iter().collect();
        // Reported between levels, and by the workers while one is being
        // expanded (counting the states they have taken from it).
        let progress = Mutex::new(Progress::new(self.spec.live_progress));
        let (taken, generated) = (AtomicU64::new(0), AtomicU64::new(0));
        while !frontier.is_empty() {
            let level_depth = nodes[frontier[0]].depth as u64;
            let at_level_start = Counts { depth: level_depth, generated: stats.generated, distinct: seen.len() as u64, queue: frontier.len() as u64 };
            if let Ok(mut p) = progress.lock() {
                p.tick(at_level_start);
            }
            for e in evaluators.iter().filter_map(|m| m.lock().ok()) {
                // (As one worker has them when it takes the level's first state.)
                crate::publish_counts(&e, &stats, seen.len(), frontier.len() - 1);
            }
            taken.store(0, Ordering::Relaxed);
            generated.store(0, Ordering::Relaxed);
            let report = |successors: usize| {
                let n = taken.fetch_add(1, Ordering::Relaxed) + 1;
                let g = generated.fetch_add(successors as u64, Ordering::Relaxed) + successors as u64;
                if n % 64 == 0 {
                    if let Ok(mut p) = progress.try_lock() {
                        p.tick(Counts { queue: at_level_start.queue.saturating_sub(n), generated: at_level_start.generated + g, ..at_level_start });
                    }
                }
            };
            if let Some(m) = self.spec.max_depth {
                frontier.retain(|&i| (nodes[i].depth as u64) < m);
                if frontier.is_empty() {
                    break;
                }
            }
            let expansions: Vec<Expansion> = pool.install(|| {
                frontier
                    .par_iter()
                    .map_init(worker_evaluator, |ev, &i| {
                        let ex = shared.expand(ev, &nodes[i].state, nodes[i].depth as u64, &seen);
                        report(ex.succs.len());
                        ex
                    })
                    .collect()
            });
            // Merge in queue order: which successors are new.
            let mut stop: Option<Stop> = None;
            let mut admitted: Vec<(usize, usize, u64)> = Vec::new(); // (parent pos, succ k, fp)
            let mut to_check: Vec<(usize, usize)> = Vec::new(); // unseen states, in order
            'merge: for (p, ex) in expansions.iter().enumerate() {
                if ex.error.is_none() && ex.succs.is_empty() && self.spec.check_deadlock {
                    stop = Some(Stop::Deadlock(p));
                    break;
                }
                for (k, sc) in ex.succs.iter().enumerate() {
                    match &sc.check {
                        Err(e) => {
                            stop = Some(Stop::At(p, k, Violation::Eval(e.clone())));
                            break 'merge;
                        }
                        Ok((in_model, _)) => {
                            if *in_model {
                                transitions.push(frontier[p], sc.fp, &sc.state);
                            }
                            let unseen = !in_model || !seen.contains(&sc.fp);
                            if *in_model && unseen {
                                seen.insert(sc.fp);
                                admitted.push((p, k, sc.fp));
                            }
                            if unseen {
                                to_check.push((p, k));
                            }
                        }
                    }
                }
                // The successors found before an evaluation error are
                // checked first, as one worker (and TLC) checks them.
                if let Some(e) = &ex.error {
                    stop = Some(Stop::EnumError(p, e.clone()));
                    break;
                }
            }
            // Invariants of the new states, in parallel.
            let verdicts: Vec<Result<Option<String>, Violation>> = pool.install(|| {
                to_check
                    .par_iter()
                    .map_init(worker_evaluator, |ev, &(p, k)| shared.invariant_of(ev, &expansions[p].succs[k].state, nodes[frontier[p]].depth as u64 + 1))
                    .collect()
            });
            // The first violation in queue order, as one worker would find it.
            let mut first: Option<(usize, usize, Violation)> = None;
            let mut verdicts = verdicts.into_iter();
            let mut ci = 0usize;
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
                    let Ok((_, prop)) = &sc.check else { break 'scan };
                    if to_check.get(ci) == Some(&(p, k)) {
                        ci += 1;
                        {
                            let verdict = verdicts.next().expect("one verdict per checked state");
                            match verdict {
                                Ok(None) => {}
                                Ok(Some(name)) => {
                                    first = Some((p, k, Violation::Invariant(name)));
                                    break 'scan;
                                }
                                Err(v) => {
                                    first = Some((p, k, v));
                                    break 'scan;
                                }
                            }
                        }
                    }
                    if let Some(v) = prop {
                        first = Some((p, k, v.clone()));
                        break 'scan;
                    }
                }
            }
            // Where the search stops, if it does: (parent, successors of it
            // counted, violation, state to end the trace with).
            let end: Option<(usize, usize, Violation, Option<(State, usize)>)> = match (first, stop) {
                (Some((p, k, v)), _) => {
                    let sc = &expansions[p].succs[k];
                    Some((p, k + 1, v, Some((sc.state.clone(), sc.action))))
                }
                (None, Some(Stop::At(p, k, v))) => {
                    let sc = &expansions[p].succs[k];
                    Some((p, k + 1, v, Some((sc.state.clone(), sc.action))))
                }
                (None, Some(Stop::Deadlock(p))) => Some((p, 0, Violation::Deadlock, None)),
                (None, Some(Stop::EnumError(p, e))) => {
                    let incomplete = e.cause == tla_values::Cause::IncompleteSuccessor;
                    let counted = expansions[p].succs.len();
                    Some((p, counted, Violation::Eval(e), None).map_incomplete(incomplete, &mut stats))
                }
                (None, None) => None,
            };
            if let Some((p, counted, violation, last)) = end {
                // Counts as a single worker has them at this point.
                for ex in &expansions[..p] {
                    stats.generated += ex.succs.len() as u64 + ex.intermediate;
                }
                stats.generated += counted as u64 + expansions[p].intermediate;
                for &(ap, ak, fp) in &admitted {
                    if (ap, ak) >= (p, counted) {
                        seen.remove(&fp);
                    }
                }
                stats.distinct = seen.len() as u64;
                // States still queued: the rest of this level and what the
                // level before it admitted.
                // (The state that violated is not queued.)
                let violating = if last.is_some() { counted - 1 } else { counted };
                let admitted_before = admitted.iter().filter(|&&(ap, ak, _)| (ap, ak) < (p, violating)).count();
                // One worker has reached the next level once it admitted a
                // state there (or found the violating one; not a state whose
                // constraints or action properties failed to evaluate).
                let depth = nodes[frontier[p]].depth as u64;
                let violating_in_model = matches!(expansions[p].succs.get(violating).map(|sc| &sc.check), Some(Ok((true, _))));
                if (last.is_some() && violating_in_model && !matches!(violation, Violation::Eval(_))) || admitted_before > 0 {
                    stats.depth = stats.depth.max(depth + 1);
                }
                stats.left_on_queue = (frontier.len() - p - 1 + admitted_before) as u64;
                let mut violation = violation;
                let violation_overflowed = violation.overflowed();
                if let (Violation::InvariantEval(_, _, rerun_error), false) = (&mut violation, violation_overflowed) {
                    // TLC's rerun of the step (see `rerun`), from the
                    // successor that failed.
                    let ex = &expansions[p];
                    let k = counted - 1;
                    let steps = ex.succs[k..].iter().take_while(|sc| sc.action != ex.failed_action).map(|sc| crate::rerun::RerunStep {
                        state: &sc.state,
                        fp: sc.check.as_ref().map(|_| sc.fp).map_err(Clone::clone),
                        check: sc.check.clone(),
                    });
                    let mut invariant = |s: &State| {
                        self.ev.level.set(depth + 1);
                        let st = States { cur: Cur::Full(s), next: None, serial: self.ev.next_serial() };
                        crate::first_failing_invariant(self.ev, &self.spec.invariants, &st)
                    };
                    let r = crate::rerun::rerun(steps, ex.error.as_ref(), &mut seen, &mut invariant);
                    stats.left_on_queue += r.queued;
                    stats.distinct = seen.len() as u64;
                    if r.queued > 0 {
                        stats.depth = stats.depth.max(depth + 1);
                    }
                    *rerun_error = r.error;
                }
                let mut trace = Self::trace_to(&nodes, frontier[p]);
                if let Some((s, a)) = last {
                    if !matches!(&violation, Violation::Eval(e) if crate::is_unfingerprintable(e)) && !violation.overflowed() {
                        trace.push((s, Some(a)));
                    }
                }
                return Outcome { stats, violation: Some(violation), trace, graph: None, explored_counts: Vec::new() };
            }
            // No violation: admit the level's new states.
            let mut next = Vec::with_capacity(admitted.len());
            for ex in &expansions {
                stats.generated += ex.succs.len() as u64 + ex.intermediate;
            }
            let mut expansions = expansions;
            for &(p, k, _) in &admitted {
                let parent = frontier[p];
                let depth = nodes[parent].depth + 1;
                let sc = &mut expansions[p].succs[k];
                let state = std::mem::take(&mut sc.state);
                nodes.push(Node { state, parent: parent as u32, depth, action: sc.action as u32 });
                stats.depth = stats.depth.max(depth as u64);
                next.push(nodes.len() - 1);
            }
            // What is left (duplicates within the level) is freed by the
            // workers, not by this thread while they wait.
            pool.install(|| expansions.into_par_iter().for_each(drop));
            frontier = next;
        }
        stats.distinct = seen.len() as u64;
        let graph = self.graph_of(nodes, transitions);
        Outcome { stats, violation: None, trace: vec![], graph, explored_counts: Vec::new() }
    }
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

trait MapIncomplete {
    fn map_incomplete(self, incomplete: bool, stats: &mut Stats) -> Self;
}

impl MapIncomplete for (usize, usize, Violation, Option<(State, usize)>) {
    /// TLC counts the state it could not complete as generated.
    fn map_incomplete(self, incomplete: bool, stats: &mut Stats) -> Self {
        if incomplete {
            stats.generated += 1;
        }
        self
    }
}
