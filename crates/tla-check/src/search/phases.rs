//! The breadth-first loop, phase by phase (see the module above): a
//! `Search` owns what the loop has found so far, and each batch goes
//! through `periodic` work, `expand`, `merge`, `check_invariants`,
//! `first_violation`, then `stop` or `admit`. With several workers a level
//! goes through windows instead (`window`), whose commit runs the same
//! merge, `first_violation`, `stop` and `admit` chunk by chunk. A failure
//! of the system the search runs on (a file not written or read back) ends
//! it on one path, `SystemFailure`.

use super::*;
use crate::counts_log::ExploredCounts;
use crate::coverage::CoverageRun;
use crate::frontier::{Level, Waiting};

mod window;

/// A failure of the system the search runs on, with the states still
/// queued when it happened: TLC's status for it is 255.
struct SystemFailure {
    message: String,
    queued: usize,
}

impl SystemFailure {
    fn new(message: String, queued: usize) -> SystemFailure {
        SystemFailure { message, queued }
    }

    /// The waiting states could not be written or read back.
    fn disk(e: std::io::Error, queued: usize) -> SystemFailure {
        SystemFailure::new(format!("the states waiting to be explored could not be kept on disk: {e}"), queued)
    }
}

/// How the loop ended, short of a system failure.
enum Ended {
    /// Every level explored.
    Complete,
    /// A violation, and the trace to it (the counts are the search's).
    Stopped(Violation, Vec<(State, Option<usize>)>),
}

/// What the merge found of a batch.
struct Merged {
    /// (state of the batch, successor, fingerprint) of the new states.
    admitted: Vec<(usize, usize, u64)>,
    /// The new states whose invariants are unchecked.
    to_check: Vec<(usize, usize)>,
    /// With the graph recorded: the counts after each state of the batch,
    /// as one worker has them once it explored it.
    counts_after: Vec<Stats>,
}

/// Where the batch stops the search: (state of the batch, its successors
/// counted, violation, state to end the trace with).
type End = (usize, usize, Violation, Option<(State, usize)>);

/// The loop's state.
pub(super) struct Search<'c, 'e, 'm> {
    checker: &'c Checker<'e, 'm>,
    shared: Shared<'c>,
    workers: &'c Workers<'c, 'm>,
    batch_size: usize,
    /// The level is explored in windows (`window`), not batch by batch:
    /// several workers, batches of more than one state.
    windows: bool,
    /// The claims of a window (kept from one window to the next: its
    /// tables keep their capacity).
    claims: crate::claims::Claims,
    explored: Explored,
    seen: Seen,
    stats: Stats,
    transitions: Transitions,
    explored_counts: ExploredCounts,
    /// The depth of the level being explored (initial states are at 1).
    depth: u64,
    schedule: checkpoint::Schedule,
    guard: MemoryGuard,
    /// Reported between batches, and by the workers while one is being
    /// expanded (counting the states they have taken from it).
    progress: Mutex<Progress>,
    taken: AtomicU64,
    generated: AtomicU64,
    outdegree: crate::outdegree::Outdegree,
    coverage: crate::coverage::Coverage,
    coverage_reported: std::time::Instant,
}

impl<'c, 'e, 'm> Search<'c, 'e, 'm> {
    pub(super) fn new(
        checker: &'c Checker<'e, 'm>,
        workers: &'c Workers<'c, 'm>,
        batch_size: usize,
        found: (Explored, Seen, Stats, Transitions),
        depth: u64,
        explored_counts: ExploredCounts,
        coverage: crate::coverage::Coverage,
    ) -> Search<'c, 'e, 'm> {
        let (explored, seen, stats, transitions) = found;
        Search {
            checker,
            shared: Shared {
                spec: checker.spec,
                options: &checker.options,
                evaluations: &checker.evaluations,
                checks: &checker.checks,
                actions: &checker.actions,
            },
            workers,
            batch_size,
            windows: matches!(workers, Workers::Pool { .. }) && batch_size > 1,
            claims: crate::claims::Claims::new(match workers {
                Workers::Pool { evaluators, .. } => evaluators.len(),
                Workers::One(_) => 0,
            }),
            explored,
            seen,
            stats,
            transitions,
            explored_counts,
            depth,
            schedule: checkpoint::Schedule::new(&checker.options.checkpoint),
            guard: MemoryGuard::new(),
            progress: Mutex::new(Progress::new(checker.options.live_progress)),
            taken: AtomicU64::new(0),
            generated: AtomicU64::new(0),
            outdegree: Default::default(),
            coverage,
            coverage_reported: std::time::Instant::now(),
        }
    }

    /// Explores level by level from `level` (`next` what the level after
    /// it holds already), and says how the search ended.
    pub(super) fn run(mut self, level: Frontier, next: Frontier) -> Outcome {
        let ended = level.into_level().map_err(|e| SystemFailure::disk(e, 0)).and_then(|level| self.levels(level, next));
        match ended {
            Ok(Ended::Complete) => self.complete(),
            Ok(Ended::Stopped(violation, trace)) => self.outcome(Some(violation), trace, None),
            Err(failure) => self.failed(failure),
        }
    }

    fn levels(&mut self, mut level: Level, next: Frontier) -> Result<Ended, SystemFailure> {
        let mut resumed_next = Some(next);
        while level.remaining() > 0 {
            // The states the level admits, in order: the next level.
            let mut next = resumed_next.take().unwrap_or_else(Frontier::new);
            while level.remaining() > 0 {
                if self.windows {
                    self.periodic(&level, &mut next)?;
                    if let Some(at) = self.window(&mut level, &mut next)? {
                        let (violation, trace) = self.stop_at(at)?;
                        return Ok(Ended::Stopped(violation, trace));
                    }
                } else if let Some(ended) = self.batch(&mut level, &mut next)? {
                    return Ok(ended);
                }
            }
            level = next.into_level().map_err(|e| SystemFailure::disk(e, 0))?;
            self.depth += 1;
        }
        Ok(Ended::Complete)
    }

    /// One batch of the level, through every phase.
    fn batch(&mut self, level: &mut Level, next: &mut Frontier) -> Result<Option<Ended>, SystemFailure> {
        self.periodic(level, next)?;
        let batch = level.take(self.batch_size).map_err(|e| SystemFailure::disk(e, level.remaining() + next.len()))?;
        // States of the level after the batch.
        let after_batch = level.remaining();
        let mut expansions = self.expand(&batch, after_batch + batch.len() + next.len(), level, next);
        let (stop, merged) = self.scan_stop(&expansions);
        let mut m = self.merge(&batch, &expansions, &merged, &stop, after_batch, next)?;
        self.check_invariants(&batch, &mut expansions, &m.to_check);
        let first = self.first_violation(&batch, &expansions, &stop);
        if let Some(end) = self.end(first, stop, &expansions) {
            let queued = after_batch + batch.len() + next.len();
            let (violation, trace) = self.stop(end, &batch, expansions, &m, queued)?;
            return Ok(Some(Ended::Stopped(violation, trace)));
        }
        self.admit(&batch, &mut expansions, &mut m, after_batch, next, true)?;
        // What is left (duplicates within the batch) and the batch's
        // states are freed by the workers, in one hand-over.
        self.workers.drop_all(expansions.into_iter().zip(batch).collect());
        Ok(None)
    }

    /// Between batches: a checkpoint when one is due, TLC's coverage every
    /// so often (`-coverage N`, among the progress lines), and the memory
    /// budget kept.
    fn periodic(&mut self, level: &Level, next: &mut Frontier) -> Result<(), SystemFailure> {
        let options = &self.checker.options;
        let queued = level.remaining() + next.len();
        if self.schedule.due() {
            let snapshot = checkpoint::Snapshot {
                stats: &self.stats,
                depth: self.depth,
                explored: &self.explored,
                transitions: &self.transitions,
                explored_counts: &self.explored_counts,
                level,
                next,
                registers: self.workers.registers(),
            };
            write_checkpoint(&options.checkpoint, snapshot, &self.progress).map_err(|m| SystemFailure::new(m, queued))?;
            self.schedule.written();
        }
        if let Some(coverage @ CoverageRun { every: Some(every), .. }) = &options.coverage {
            if self.coverage_reported.elapsed() >= *every {
                self.coverage_reported = std::time::Instant::now();
                if let Ok(mut p) = self.progress.lock() {
                    for (code, line) in coverage.labels.report(&self.coverage, &coverage.constraint_counts) {
                        p.say(code, &line);
                    }
                }
            }
        }
        self.guard.check(&options.memory, &mut self.seen, &mut self.explored, self.workers).map_err(|m| SystemFailure::new(m, queued))
    }

    /// Each state's successors, on the workers (`queued`: the states
    /// queued when the batch's first state is taken).
    fn expand(&self, batch: &[(u32, Waiting)], queued: usize, level: &Level, next: &Frontier) -> Vec<Expansion> {
        let (spec, depth, explored, seen) = (self.checker.spec, self.depth, &self.explored, &self.seen);
        let queued_after = |taken: usize| (queued - taken) as u64;
        let on_disk = level.bytes_on_disk()
            + next.bytes_on_disk()
            + 8 * seen.fingerprints_on_disk()
            + explored.bytes_on_disk()
            + self.transitions.list.bytes_on_disk()
            + self.explored_counts.bytes_on_disk();
        let at_start = Counts { depth, generated: self.stats.generated, distinct: seen.len() as u64, queue: queued_after(0), on_disk };
        if let Ok(mut p) = self.progress.lock() {
            p.tick(at_start);
        }
        // (As one worker has them when it takes the batch's first state.)
        self.workers.each(|ev| crate::publish_counts(ev, &self.stats, seen.len(), queued_after(1) as usize));
        self.taken.store(0, Ordering::Relaxed);
        self.generated.store(0, Ordering::Relaxed);
        let (taken, generated, progress) = (&self.taken, &self.generated, &self.progress);
        let report = |successors: u64| {
            let n = taken.fetch_add(1, Ordering::Relaxed) + 1;
            let g = generated.fetch_add(successors, Ordering::Relaxed) + successors;
            if n % 64 == 0 {
                if let Ok(mut p) = progress.try_lock() {
                    p.tick(Counts { queue: at_start.queue.saturating_sub(n), generated: at_start.generated + g, ..at_start });
                }
            }
        };
        let check_invariants = self.batch_size == 1;
        let shared = &self.shared;
        let max_depth = shared.options.max_depth;
        self.workers.map(batch, |ev, (i, state)| {
            if max_depth.is_some_and(|m| depth >= m) {
                return Expansion::beyond_depth();
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
            let ex = shared.expand(ev, &state.state(), depth, seen, check_invariants);
            report(ex.generated());
            ex
        })
    }

    /// Where the batch stops the search, if it does (a deadlock, a check or
    /// an enumeration that failed), and the successors before, in queue
    /// order.
    fn scan_stop(&self, expansions: &[Expansion]) -> (Option<Stop>, Vec<(usize, usize)>) {
        let mut merged: Vec<(usize, usize)> = Vec::new();
        for (p, ex) in expansions.iter().enumerate() {
            if ex.error.is_none() && ex.succs.is_empty() && !ex.beyond_depth && self.checker.spec.check_deadlock {
                return (Some(Stop::Deadlock(p)), merged);
            }
            for (k, sc) in ex.succs.iter().enumerate() {
                if let Err(e) = &sc.check {
                    return (Some(Stop::At(p, k, Violation::Eval(e.clone()))), merged);
                }
                merged.push((p, k));
            }
            // The successors found before an evaluation error are checked
            // first, as one worker (and TLC) checks them.
            if let Some(e) = &ex.error {
                return (Some(Stop::EnumError(p, e.clone())), merged);
            }
        }
        (None, merged)
    }

    /// Which of the `merged` successors are new (on the workers, a shard of
    /// the seen-set each; outside the model a state is never seen), in
    /// queue order, with what the graph, the coverage and the outdegree
    /// record of them.
    fn merge(
        &mut self,
        batch: &[(u32, Waiting)],
        expansions: &[Expansion],
        merged: &[(usize, usize)],
        stop: &Option<Stop>,
        after_batch: usize,
        next: &Frontier,
    ) -> Result<Merged, SystemFailure> {
        // (The states still queued, should the merge fail: the batch's are
        // explored.)
        let queued = after_batch + next.len();
        let distinct_before = self.seen.len();
        let fps: Vec<Option<u64>> = merged
            .iter()
            .map(|&(p, k)| match &expansions[p].succs[k].check {
                Ok(c) if c.in_model => Some(c.fp),
                _ => None,
            })
            .collect();
        let new = self.seen.insert_all(&fps, self.workers);
        if let Some(message) = self.seen.failure() {
            return Err(SystemFailure::new(message, queued));
        }
        self.record_merge(batch, expansions, merged, &new, stop, (after_batch, distinct_before), next)
    }

    /// The merge once it is known which of the `merged` successors are
    /// new (`new`, in the same order), and how many states were distinct
    /// before the batch: what the graph, the coverage, the outdegree and
    /// the liveness counts record of them.
    #[allow(clippy::too_many_arguments)]
    fn record_merge(
        &mut self,
        batch: &[(u32, Waiting)],
        expansions: &[Expansion],
        merged: &[(usize, usize)],
        new: &[bool],
        stop: &Option<Stop>,
        (after_batch, distinct_before): (usize, usize),
        next: &Frontier,
    ) -> Result<Merged, SystemFailure> {
        let spec = self.checker.spec;
        let queued = after_batch + next.len();
        let mut m = Merged { admitted: Vec::new(), to_check: Vec::new(), counts_after: Vec::new() };
        let mut generated_before = self.stats.generated;
        let stopping = match stop {
            Some(Stop::Deadlock(q) | Stop::EnumError(q, _) | Stop::At(q, _, _)) => *q,
            None => usize::MAX,
        };
        let mut i = 0;
        for (p, ex) in expansions.iter().enumerate() {
            let admitted_before = m.admitted.len();
            while i < merged.len() && merged[i].0 == p {
                let k = merged[i].1;
                let sc = &ex.succs[k];
                if let Ok(c) = &sc.check {
                    if let Some(w) = &self.checker.options.graph_writer {
                        let from = self.explored.fingerprint_at(batch[p].0);
                        if let (Ok(from), Ok(mut w)) = (from, w.lock()) {
                            let shown = (new[i] || !c.in_model).then_some((&*sc.state, c.in_model));
                            w.transition(from, self.depth, c.fp, sc.action, shown);
                        }
                    }
                    self.coverage.generated(sc.action, (new[i] && c.in_model).then_some(&*sc.state));
                    if c.in_model {
                        self.transitions.push(batch[p].0 as usize, c.fp, &sc.state).map_err(|m| SystemFailure::new(m, queued))?;
                        if new[i] {
                            m.admitted.push((p, k, c.fp));
                        }
                    }
                    if new[i] && sc.invariant.get().is_none() {
                        m.to_check.push((p, k));
                    }
                }
                i += 1;
            }
            self.outdegree.add(m.admitted.len() - admitted_before);
            if p >= stopping {
                break;
            }
            if spec.record_graph {
                generated_before += ex.generated();
                m.counts_after.push(Stats {
                    generated: generated_before,
                    distinct: (distinct_before + m.admitted.len()) as u64,
                    left_on_queue: (after_batch + batch.len() - (p + 1) + next.len() + m.admitted.len()) as u64,
                    depth: if m.admitted.is_empty() { self.stats.depth } else { self.stats.depth.max(self.depth + 1) },
                    ..self.stats.clone()
                });
            }
        }
        Ok(m)
    }

    /// The invariants of the new states not checked yet, on the workers.
    /// Once a state violates one, the states after it in the queue need
    /// not be checked: the search stops at the first.
    fn check_invariants(&self, batch: &[(u32, Waiting)], expansions: &mut [Expansion], to_check: &[(usize, usize)]) {
        let first_violating = AtomicUsize::new(usize::MAX);
        let order: Vec<usize> = (0..to_check.len()).collect();
        let verdicts: Vec<Verdict> = {
            let (expansions, shared, depth) = (&*expansions, &self.shared, self.depth);
            self.workers.map(&order, |ev, &i| {
                if i > first_violating.load(Ordering::Relaxed) {
                    return Ok(None);
                }
                let (p, k) = to_check[i];
                let verdict = shared.invariants(ev, &expansions[p].succs[k].state, depth + 1, shared.before_waiting(&batch[p].1));
                if shared.verdict_stops(&verdict) {
                    first_violating.fetch_min(i, Ordering::Relaxed);
                }
                verdict
            })
        };
        for (&(p, k), v) in to_check.iter().zip(verdicts) {
            expansions[p].succs[k].invariant = KeptVerdict::of(v);
        }
    }

    /// The first violation in queue order, as one worker would find it
    /// (with `--continue`, a violated invariant or action property is
    /// reported with its trace instead, and the search goes on as if it
    /// held).
    fn first_violation(&self, batch: &[(u32, Waiting)], expansions: &[Expansion], stop: &Option<Stop>) -> Option<(usize, usize, Violation)> {
        for (p, ex) in expansions.iter().enumerate() {
            match stop {
                Some(Stop::Deadlock(q)) if *q == p => return None,
                Some(Stop::EnumError(q, _)) if p > *q => return None,
                _ => {}
            }
            for (k, sc) in ex.succs.iter().enumerate() {
                if let Some(Stop::At(q, j, _)) = stop {
                    if (*q, *j) == (p, k) {
                        return None;
                    }
                }
                let Ok(c) = &sc.check else { return None };
                let violation = match sc.invariant.get() {
                    Some(Ok(Some(name))) => Some(Violation::Invariant(name.clone())),
                    Some(Err((name, e))) => Some(Violation::InvariantEval(name.clone(), e.clone(), None)),
                    _ => c.property.as_deref().cloned(),
                };
                match violation {
                    Some(v @ (Violation::Invariant(_) | Violation::ActionProperty(_))) if self.checker.options.continue_after_violation => {
                        let mut trace = self.checker.trace_to(&self.shared, &self.explored, batch[p].0);
                        trace.push((sc.state.clone(), Some(sc.action)));
                        self.checker.reported.borrow_mut().push((v, trace));
                    }
                    Some(v) => return Some((p, k, v)),
                    None => {}
                }
            }
        }
        None
    }

    /// Where the search stops, if it does: the first violation, else the
    /// stop the scan found.
    fn end(&mut self, first: Option<(usize, usize, Violation)>, stop: Option<Stop>, expansions: &[Expansion]) -> Option<End> {
        match (first, stop) {
            (Some((p, k, v)), _) | (None, Some(Stop::At(p, k, v))) => {
                let sc = &expansions[p].succs[k];
                Some((p, k + 1, v, Some((sc.state.clone(), sc.action))))
            }
            (None, Some(Stop::Deadlock(p))) => Some((p, 0, Violation::Deadlock, None)),
            (None, Some(Stop::EnumError(p, e))) => {
                // TLC counts the state it could not complete as generated.
                if e.cause == Cause::IncompleteSuccessor {
                    self.stats.generated += 1;
                }
                Some((p, expansions[p].succs.len(), Violation::Eval(e), None))
            }
            (None, None) => None,
        }
    }

    /// Ends the search at `end`, with the counts a single worker has at
    /// this point, and the trace to the violation.
    fn stop(
        &mut self,
        end: End,
        batch: &[(u32, Waiting)],
        expansions: Vec<Expansion>,
        m: &Merged,
        queued: usize,
    ) -> Result<(Violation, Vec<(State, Option<usize>)>), SystemFailure> {
        let (p, counted, mut violation, last) = end;
        let depth = self.depth;
        self.stats.generated += expansions[..p].iter().map(Expansion::generated).sum::<u64>();
        self.stats.generated += counted as u64 + expansions[p].intermediate;
        for &(ap, ak, fp) in &m.admitted {
            if (ap, ak) >= (p, counted) {
                self.seen.remove(&fp);
            }
        }
        self.stats.distinct = self.seen.len() as u64;
        // (The state that violated is not queued.)
        let violating = if last.is_some() { counted - 1 } else { counted };
        let admitted_before = m.admitted.iter().filter(|&&(ap, ak, _)| (ap, ak) < (p, violating)).count();
        // One worker has reached the next level once it admitted a state
        // there, the violating one included when it is new (TLC's depth is
        // that of the last state it wrote to its trace: an action property
        // violated by a step back to a state seen before adds none); not a
        // state whose constraints or action properties failed to evaluate.
        let violating_in_model = matches!(expansions[p].succs.get(violating).map(|sc| &sc.check), Some(Ok(c)) if c.in_model);
        let violating_new = m.admitted.iter().any(|&(ap, ak, _)| (ap, ak) == (p, violating));
        if (last.is_some() && violating_in_model && violating_new && !matches!(violation, Violation::Eval(_))) || admitted_before > 0 {
            self.stats.depth = self.stats.depth.max(depth + 1);
        }
        // States still queued: the rest of this level (`queued` counts the
        // batch's states before `p`, explored) and what it admitted before.
        self.stats.left_on_queue = (queued - p - 1 + admitted_before) as u64;
        let overflowed = violation.overflowed();
        if let (Violation::InvariantEval(_, _, rerun_error), false) = (&mut violation, overflowed) {
            let r = self.checker.rerun(&self.shared, &expansions[p], &batch[p].1.state(), depth, counted - 1, &mut self.seen);
            self.stats.left_on_queue += r.queued;
            self.stats.distinct = self.seen.len() as u64;
            if r.queued > 0 {
                self.stats.depth = self.stats.depth.max(depth + 1);
            }
            *rerun_error = r.error;
        }
        let mut trace = self.checker.trace_to(&self.shared, &self.explored, batch[p].0);
        if let Some((s, a)) = last {
            if !matches!(&violation, Violation::Eval(e) if crate::is_unfingerprintable(e)) && !violation.overflowed() {
                trace.push((s, Some(a)));
            }
        }
        drop(expansions);
        // (The states of the batch before the one that stopped the search
        // were explored.)
        for c in m.counts_after.iter().take(p) {
            self.explored_counts.push(c).map_err(|message| SystemFailure::new(message, 0))?;
        }
        Ok((violation, trace))
    }

    /// No violation: the batch's new states join the next level.
    fn admit(
        &mut self,
        batch: &[(u32, Waiting)],
        expansions: &mut [Expansion],
        m: &mut Merged,
        after_batch: usize,
        next: &mut Frontier,
        encode_on_workers: bool,
    ) -> Result<(), SystemFailure> {
        self.stats.generated += expansions.iter().map(Expansion::generated).sum::<u64>();
        // (States the next level keeps encoded are encoded with the
        // positions they are about to get: on the workers, unless they are
        // busy with a window of their own.)
        let records: Option<Vec<Vec<u8>>> = next.packs_next().then(|| {
            let first = self.explored.len() as u32;
            let order: Vec<usize> = (0..m.admitted.len()).collect();
            let (admitted, expansions) = (&m.admitted, &*expansions);
            let encode = |j: usize| {
                let (p, k, _) = admitted[j];
                crate::records::encode_record(first.wrapping_add(j as u32), &expansions[p].succs[k].state)
            };
            match encode_on_workers {
                true => self.workers.map(&order, |_, &j| encode(j)),
                false => order.into_iter().map(encode).collect(),
            }
        });
        for (j, &(p, k, fp)) in m.admitted.iter().enumerate() {
            let sc = &mut expansions[p].succs[k];
            let position =
                self.explored.push(batch[p].0, sc.action as u32, fp, &sc.state).map_err(|message| SystemFailure::new(message, after_batch + next.len()))?;
            self.stats.depth = self.stats.depth.max(self.depth + 1);
            // (An encoded state's values are freed with the batch, by the
            // workers.)
            let pushed = match &records {
                Some(records) => next.push_record(&records[j], &self.checker.options.memory),
                None => next.push(position, std::mem::take(&mut sc.state), &self.checker.options.memory),
            };
            pushed.map_err(|e| SystemFailure::disk(e, after_batch + next.len()))?;
        }
        for c in &m.counts_after {
            self.explored_counts.push(c).map_err(|message| SystemFailure::new(message, after_batch + next.len()))?;
        }
        Ok(())
    }

    /// Every level explored: the counts, TLC's second collision estimate,
    /// and whether a depth bound cut the search short.
    fn complete(mut self) -> Outcome {
        self.stats.distinct = self.seen.len() as u64;
        // (TLC looks at the fingerprints only when its first estimate is
        // not small enough.)
        let fingerprint_distance = (self.checker.options.fingerprint_distance
            && tla_diagnostics::tlc_messages::optimistic_collision_probability(self.stats.distinct, self.stats.generated) >= 1e-10)
            .then(|| self.seen.min_distance())
            .flatten();
        // A state found at the bound is never expanded, so reaching the
        // bound means states went unexplored. (Judged from the depth found
        // rather than from the expansions skipped, so that a search
        // recovered from a checkpoint taken past the bound's level says so
        // too.)
        let bounded = self.checker.options.max_depth.is_some_and(|m| self.stats.depth >= m);
        let mut outcome = self.outcome(None, vec![], fingerprint_distance);
        outcome.bounded = bounded && outcome.violation.is_none();
        outcome
    }

    /// The outcome, with the graph of the states explored when it is
    /// recorded (failing to read it back is a system failure).
    fn outcome(self, violation: Option<Violation>, trace: Vec<(State, Option<usize>)>, fingerprint_distance: Option<u64>) -> Outcome {
        let (stats, seen) = (self.stats, self.seen);
        let (graph, violation) = match self.checker.graph_of(self.explored, self.transitions) {
            Ok(graph) => (graph, violation),
            // (After a violation, the violation gives way to the failure;
            // after a complete search, the counts are kept as they were.)
            Err(message) if violation.is_some() => (None, Some(Violation::System(message))),
            Err(message) => return system_failure(stats, &seen, SystemFailure::new(message, 0)),
        };
        Outcome {
            stats,
            violation,
            trace,
            graph,
            explored_counts: self.explored_counts,
            outdegree: self.outdegree,
            coverage: self.coverage,
            fingerprint_distance,
            bounded: false,
        }
    }

    fn failed(self, failure: SystemFailure) -> Outcome {
        system_failure(self.stats, &self.seen, failure)
    }
}

/// TLC's outcome for a failure of the system: the counts so far, no trace.
fn system_failure(stats: Stats, seen: &Seen, failure: SystemFailure) -> Outcome {
    let stats = Stats { distinct: seen.len() as u64, left_on_queue: failure.queued as u64, ..stats };
    Outcome::ended(stats, Some(Violation::System(failure.message)), vec![])
}
