//! A level on a pool of workers without a barrier per batch: a *window*.
//!
//! Each worker takes the next chunk of the level (a batch's worth of
//! states), expands it, claims the fingerprints of the successors the
//! seen-set does not hold (`Claims`: the first in queue order keeps the
//! claim), checks the invariants of those it holds the claim on, and hands
//! the chunk to the commit. The commit is this thread's: it takes the
//! chunks in queue order, as the batch loop takes its batches (a successor
//! is new if it still holds its claim then), so counts, depth, the
//! violation reported and its trace are one worker's. Between its commits
//! this thread expands chunks too.
//!
//! The seen-set is not written during a window (the workers read it
//! without a lock): the window's new fingerprints go into it when it ends.
//! A window ends at the end of the level, at a stop, when it has committed
//! `WINDOW_NEW` states (the claims are then emptied), and when something
//! periodic is due (a checkpoint, a coverage report, the memory past its
//! budget): what ran between batches runs between windows.

use super::*;
use crate::claims::Claims;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::sync::Condvar;

/// Chunks a worker may be ahead of the commit, per worker: enough that a
/// slow chunk does not idle the others, few enough that the successors
/// waiting for the commit stay small.
const AHEAD_PER_WORKER: usize = 2;

/// Chunks per worker in what remains of a level, at least, while a chunk
/// can be smaller than a batch.
const CHUNKS_PER_WORKER: usize = 4;

/// New states a window commits before it ends.
const WINDOW_NEW: usize = 1 << 20;

// (A successor's key keeps 6 bits for its state's place in the chunk.)
const _: () = assert!(BATCH <= 64);

/// The key of successor `k` of state `p` of chunk `seq`: its place in
/// queue order, never 0. (Successors past the 2^26th of one state share a
/// key: the first of them to claim keeps it, as the first in order would.)
fn key(seq: usize, p: usize, k: usize) -> u64 {
    ((seq as u64 + 1) << 32) | ((p as u64) << 26) | (k as u64).min((1 << 26) - 1)
}

/// A chunk of the level, expanded.
struct Chunk {
    batch: Vec<(u32, Waiting)>,
    expansions: Vec<Expansion>,
    /// States of the level the window took before it.
    offset: usize,
    /// The worker that expanded it (0: this thread), which frees what is
    /// left of it once committed: the values it made.
    by: usize,
}

/// What is left of a committed chunk, to be freed.
type Leftover = (Vec<(u32, Waiting)>, Vec<Expansion>);

/// Where a window stops the search, for `Search::stop`.
pub(super) struct StopAt {
    end: End,
    batch: Vec<(u32, Waiting)>,
    expansions: Vec<Expansion>,
    m: Merged,
    queued: usize,
}

/// What a thread asking for a chunk gets.
enum Take {
    /// Chunk number `seq`, the states the window took before it, its states.
    Chunk(usize, usize, Vec<(u32, Waiting)>),
    /// None for now: the commit is too far behind.
    Wait,
    /// None, and none will come in this window.
    Done,
}

/// The level's states as the window hands them out.
struct Taker<'l> {
    level: &'l mut Level,
    /// States handed out.
    offset: usize,
    failure: Option<std::io::Error>,
}

/// What the threads of a window share.
struct Window<'w, 's> {
    shared: Shared<'s>,
    seen: &'w Seen,
    claims: &'w Claims,
    depth: u64,
    taker: Mutex<Taker<'w>>,
    /// Chunks handed out, and committed (both only grow).
    dispensed: AtomicUsize,
    committed: AtomicUsize,
    /// Expanded chunks waiting for the commit, by number.
    ready: Mutex<BTreeMap<usize, Chunk>>,
    /// A chunk is ready, one was committed, or the window is ending.
    changed: Condvar,
    /// The first chunk known to hold what may stop the search: none after
    /// it is handed out.
    stop_at: AtomicUsize,
    /// No more chunks are handed out.
    ending: AtomicBool,
    /// A worker panicked: the chunk it held never comes (the panic goes on
    /// once the window's threads are back).
    panicked: AtomicBool,
    workers: usize,
    /// What is left of committed chunks, by the worker to free it.
    to_free: Vec<Mutex<Vec<Leftover>>>,
    /// The level's states when the window began.
    start_remaining: usize,
    /// The search's counts as of the last commit, for `TLCGet`: stats,
    /// distinct states, states of the next level.
    counts: Mutex<(Stats, usize, usize)>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Window<'_, '_> {
    /// The next chunk, unless the window is ending, a stop is known before
    /// it, the level is empty, or it would be too far ahead of the commit.
    fn take(&self) -> Take {
        let mut taker = lock(&self.taker);
        let seq = self.dispensed.load(Ordering::Acquire);
        if self.ending.load(Ordering::Acquire) || seq > self.stop_at.load(Ordering::Acquire) || taker.level.remaining() == 0 {
            return Take::Done;
        }
        if !self.room() {
            return Take::Wait;
        }
        // (Guided: chunks shrink towards the end of the level, down to a
        // state each, so that a level of few states that each have many
        // successors is shared out too.)
        let size = (taker.level.remaining() / (CHUNKS_PER_WORKER * self.workers)).clamp(1, BATCH);
        match taker.level.take(size) {
            Ok(batch) => {
                let offset = taker.offset;
                taker.offset += batch.len();
                self.dispensed.store(seq + 1, Ordering::Release);
                Take::Chunk(seq, offset, batch)
            }
            Err(e) => {
                taker.failure = Some(e);
                drop(taker);
                self.end();
                Take::Done
            }
        }
    }

    /// Whether a chunk may be handed out without going too far ahead.
    fn room(&self) -> bool {
        self.dispensed.load(Ordering::Acquire) < self.committed.load(Ordering::Acquire) + AHEAD_PER_WORKER * self.workers
    }

    /// Worker `by`'s loop: chunks until none is handed out.
    fn work(&self, ev: &Evaluator, by: usize) {
        let _ends = EndOnPanic(self);
        loop {
            drop(std::mem::take(&mut *lock(&self.to_free[by])));
            {
                let mut ready = lock(&self.ready);
                while !self.room() && !self.ending.load(Ordering::Acquire) {
                    ready = self.changed.wait(ready).unwrap_or_else(|poisoned| poisoned.into_inner());
                }
            }
            match self.take() {
                Take::Chunk(seq, offset, batch) => {
                    let chunk = self.expand(ev, (seq, offset, by), batch);
                    self.deliver(seq, chunk);
                }
                Take::Wait => {}
                Take::Done => return,
            }
        }
    }

    fn deliver(&self, seq: usize, chunk: Chunk) {
        lock(&self.ready).insert(seq, chunk);
        self.changed.notify_all();
    }

    /// No more chunks are handed out.
    fn end(&self) {
        let _ready = lock(&self.ready);
        self.ending.store(true, Ordering::Release);
        self.changed.notify_all();
    }

    /// The chunk to commit next, waiting for it while one is being
    /// expanded; none when no chunk is out.
    fn next_ready(&self, wait: bool) -> Option<Chunk> {
        let mut ready = lock(&self.ready);
        loop {
            let next = self.committed.load(Ordering::Acquire);
            if let Some(chunk) = ready.remove(&next) {
                return Some(chunk);
            }
            if !wait || next >= self.dispensed.load(Ordering::Acquire) || self.panicked.load(Ordering::Acquire) {
                return None;
            }
            ready = self.changed.wait(ready).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    fn committed_one(&self) {
        {
            let _ready = lock(&self.ready);
            self.committed.fetch_add(1, Ordering::AcqRel);
        }
        self.changed.notify_all();
    }

    /// Every chunk handed out is committed and no more will be.
    fn finished(&self) -> bool {
        let taker = lock(&self.taker);
        let dispensed = self.dispensed.load(Ordering::Acquire);
        self.panicked.load(Ordering::Acquire)
            || dispensed == self.committed.load(Ordering::Acquire)
                && (self.ending.load(Ordering::Acquire) || taker.level.remaining() == 0 || dispensed > self.stop_at.load(Ordering::Acquire))
    }

    /// The chunk's states expanded, their successors claimed, and the
    /// invariants of those holding their claims checked.
    fn expand(&self, ev: &Evaluator, (seq, offset, by): (usize, usize, usize), batch: Vec<(u32, Waiting)>) -> Chunk {
        {
            // (As one worker has them when it takes the chunk's first state.)
            let counts = lock(&self.counts);
            crate::publish_counts(ev, &counts.0, counts.1, self.start_remaining - offset - 1 + counts.2);
        }
        let shared = &self.shared;
        let mut expansions = Vec::with_capacity(batch.len());
        let mut stops = false;
        for (p, (_, waiting)) in batch.iter().enumerate() {
            if shared.options.max_depth.is_some_and(|m| self.depth >= m) {
                expansions.push(Expansion::beyond_depth());
                continue;
            }
            let cur = waiting.state();
            let mut ex = shared.expand(ev, &cur, self.depth, self.seen, false);
            self.claim(ev, seq, p, &mut ex, shared.before_waiting(waiting));
            stops |= self.may_stop(&ex);
            expansions.push(ex);
        }
        if stops {
            self.stop_at.fetch_min(seq, Ordering::AcqRel);
        }
        Chunk { batch, expansions, offset, by }
    }

    /// Hands what is left of a committed chunk to the worker that made it.
    fn free(&self, by: usize, leftover: Leftover) {
        match by {
            0 => drop(leftover),
            _ => lock(&self.to_free[by]).push(leftover),
        }
    }

    /// Claims the successors of state `p` of chunk `seq` and checks the
    /// invariants of those that hold their claims (and of those outside the
    /// model, which are never seen). One that fails to claim is a
    /// duplicate: only its fingerprint is kept.
    fn claim(&self, ev: &Evaluator, seq: usize, p: usize, ex: &mut Expansion, before: Option<&[Value]>) {
        let shared = &self.shared;
        for (k, sc) in ex.succs.iter_mut().enumerate() {
            // (The merge stops at a check that failed.)
            let Ok(c) = &sc.check else { break };
            let holds = !c.in_model || (!sc.found_before && self.claims.claim(c.fp, key(seq, p, k)));
            if !holds {
                if !sc.found_before && c.property.is_none() && !shared.spec.record_graph {
                    sc.state = State::default();
                }
                sc.found_before = true;
                continue;
            }
            sc.invariant = KeptVerdict::of(shared.invariants(ev, &sc.state, self.depth + 1, before));
        }
    }

    /// Whether the commit of this expansion may stop the search (a
    /// deadlock, an error, a violation): later chunks are then not handed
    /// out, as the search may not get past it.
    fn may_stop(&self, ex: &Expansion) -> bool {
        ex.error.is_some()
            || (ex.succs.is_empty() && !ex.beyond_depth && self.shared.spec.check_deadlock)
            || ex.succs.iter().any(|sc| self.shared.stops_at(&sc.check, sc.invariant.get()))
    }
}

/// Ends the window when this thread's part of it ends (the workers stop
/// at their next chunk), by a panic too, so that no thread waits for it
/// forever.
struct EndOnDrop<'a, 'w, 's>(&'a Window<'w, 's>);

impl Drop for EndOnDrop<'_, '_, '_> {
    fn drop(&mut self) {
        self.0.end();
    }
}

/// Ends the window when a worker panics: the chunk it held never comes.
struct EndOnPanic<'a, 'w, 's>(&'a Window<'w, 's>);

impl Drop for EndOnPanic<'_, '_, '_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.panicked.store(true, Ordering::Release);
            self.0.end();
        }
    }
}

impl Search<'_, '_, '_> {
    /// Explores `level` on the pool's workers until the window ends (see
    /// the module): where the search stops, if it does there.
    pub(super) fn window(&mut self, level: &mut Level, next: &mut Frontier) -> Result<Option<Box<StopAt>>, SystemFailure> {
        let Workers::Pool { pool, evaluators, .. } = self.workers else { unreachable!("a window is for a pool of workers") };
        let seen = std::mem::replace(&mut self.seen, Seen::new(1));
        let claims = std::mem::replace(&mut self.claims, Claims::new(0));
        let start_remaining = level.remaining();
        let level_on_disk = level.bytes_on_disk();
        let window = Window {
            shared: self.shared,
            seen: &seen,
            claims: &claims,
            depth: self.depth,
            taker: Mutex::new(Taker { level, offset: 0, failure: None }),
            dispensed: AtomicUsize::new(0),
            committed: AtomicUsize::new(0),
            ready: Mutex::new(BTreeMap::new()),
            changed: Condvar::new(),
            stop_at: AtomicUsize::new(usize::MAX),
            ending: AtomicBool::new(false),
            panicked: AtomicBool::new(false),
            to_free: evaluators.iter().map(|_| Mutex::new(Vec::new())).collect(),
            workers: evaluators.len(),
            start_remaining,
            counts: Mutex::new((self.stats.clone(), seen.len(), next.len())),
        };
        let mut window_new: Vec<u64> = Vec::new();
        let committed = pool.in_place_scope(|scope| {
            // (Worker i runs on the pool's thread i, window after window:
            // a thread that sat a window out would hold the values it made
            // while others free them, and its allocator would reuse none of
            // that memory until it allocates again. The pool's thread 0 sits
            // windows out: this thread is worker 0.)
            let window = &window;
            scope.spawn_broadcast(move |_, thread| {
                if let Some(ev) = evaluators.get(thread.index()).filter(|_| thread.index() > 0) {
                    window.work(&lock(ev), thread.index());
                }
            });
            let _ends = EndOnDrop(window);
            let ev = lock(&evaluators[0]);
            self.commit_all(window, &ev, next, &mut window_new, (start_remaining, level_on_disk))
        });
        let Window { taker, .. } = window;
        let failure = taker.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner()).failure;
        self.seen = seen;
        self.claims = claims;
        self.claims.clear();
        let fps: Vec<Option<u64>> = window_new.into_iter().map(Some).collect();
        self.seen.insert_all(&fps, self.workers);
        let queued = level.remaining() + next.len();
        if let Some(message) = self.seen.failure() {
            return Err(SystemFailure::new(message, queued));
        }
        if let Some(e) = failure {
            return Err(SystemFailure::disk(e, queued));
        }
        committed
    }

    /// This thread's part of a window: the chunks committed in order, and
    /// chunks expanded while none is ready.
    fn commit_all(
        &mut self,
        window: &Window,
        ev: &Evaluator,
        next: &mut Frontier,
        window_new: &mut Vec<u64>,
        (start_remaining, level_on_disk): (usize, u64),
    ) -> Result<Option<Box<StopAt>>, SystemFailure> {
        loop {
            let chunk = match window.next_ready(false) {
                Some(chunk) => chunk,
                None if window.finished() => return Ok(None),
                None => {
                    // Nothing to commit: a chunk expanded here, else a wait
                    // for the next to commit.
                    if let Take::Chunk(seq, offset, batch) = window.take() {
                        let chunk = window.expand(ev, (seq, offset, 0), batch);
                        window.deliver(seq, chunk);
                        continue;
                    }
                    match window.next_ready(true) {
                        Some(chunk) => chunk,
                        None => continue,
                    }
                }
            };
            let seq = window.committed.load(Ordering::Acquire);
            let (by, explored) = (chunk.by, chunk.offset + chunk.batch.len());
            let (stop, leftover) = self.commit(window, ev, seq, chunk, next, window_new, start_remaining)?;
            window.free(by, leftover);
            window.committed_one();
            if stop.is_some() {
                return Ok(stop);
            }
            let distinct = window.seen.len() + window_new.len();
            // (As one worker has them after the chunk: the states of the
            // level after it, and of the next level so far.)
            let queue = start_remaining - explored + next.len();
            *lock(&window.counts) = (self.stats.clone(), distinct, next.len());
            self.tick(window.seen, (distinct, queue), level_on_disk, next);
            if window_new.len() >= WINDOW_NEW || self.periodic_due() {
                window.end();
            }
        }
    }

    /// Commits chunk `seq`, the next in queue order, as the batch loop
    /// commits a batch: where the search stops, if it does in this chunk.
    #[allow(clippy::too_many_arguments)]
    fn commit(
        &mut self,
        window: &Window,
        ev: &Evaluator,
        seq: usize,
        chunk: Chunk,
        next: &mut Frontier,
        window_new: &mut Vec<u64>,
        start_remaining: usize,
    ) -> Result<(Option<Box<StopAt>>, Leftover), SystemFailure> {
        let Chunk { batch, mut expansions, offset, .. } = chunk;
        let after_batch = start_remaining - offset - batch.len();
        let (stop, merged) = self.scan_stop(&expansions);
        let new: Vec<bool> = merged
            .iter()
            .map(|&(p, k)| {
                let sc = &expansions[p].succs[k];
                match &sc.check {
                    Ok(c) if c.in_model => !sc.found_before && window.claims.commit(c.fp, key(seq, p, k)),
                    _ => true,
                }
            })
            .collect();
        // (A duplicate may have held its claim for a while, and been
        // checked.)
        for (&(p, k), &new) in merged.iter().zip(&new) {
            if !new {
                expansions[p].succs[k].invariant = KeptVerdict::Unchecked;
            }
        }
        let distinct_before = window.seen.len() + window_new.len();
        let mut m = self.record_merge(&batch, &expansions, &merged, &new, &stop, (after_batch, distinct_before), next)?;
        self.check_in_order(ev, &batch, &mut expansions, &m.to_check);
        let first = self.first_violation(&batch, &expansions, &stop);
        window_new.extend(m.admitted.iter().map(|&(_, _, fp)| fp));
        if let Some(end) = self.end(first, stop, &expansions) {
            let queued = after_batch + batch.len() + next.len();
            return Ok((Some(Box::new(StopAt { end, batch, expansions, m, queued })), (vec![], vec![])));
        }
        self.admit(&batch, &mut expansions, &mut m, after_batch, next, false)?;
        Ok((None, (batch, expansions)))
    }

    /// Whether what runs between windows (`periodic`) has something to do:
    /// a checkpoint or a coverage report due, the memory past its budget.
    fn periodic_due(&mut self) -> bool {
        let options = &self.checker.options;
        let coverage_due = options.coverage.as_ref().and_then(|c| c.every).is_some_and(|every| self.coverage_reported.elapsed() >= every);
        self.schedule.due() || coverage_due || self.guard.over(&options.memory)
    }

    /// The invariants of new states the workers did not check, in queue
    /// order, up to the first violated.
    fn check_in_order(&self, ev: &Evaluator, batch: &[(u32, Waiting)], expansions: &mut [Expansion], to_check: &[(usize, usize)]) {
        for &(p, k) in to_check {
            let verdict = self.shared.invariants(ev, &expansions[p].succs[k].state, self.depth + 1, self.shared.before_waiting(&batch[p].1));
            let stops = self.shared.verdict_stops(&verdict);
            expansions[p].succs[k].invariant = KeptVerdict::of(verdict);
            if stops {
                return;
            }
        }
    }

    /// The progress line, when one is due.
    fn tick(&self, seen: &Seen, (distinct, queue): (usize, usize), level_on_disk: u64, next: &Frontier) {
        if let Ok(mut p) = self.progress.try_lock() {
            let on_disk = level_on_disk
                + next.bytes_on_disk()
                + 8 * seen.fingerprints_on_disk()
                + self.explored.bytes_on_disk()
                + self.transitions.list.bytes_on_disk()
                + self.explored_counts.bytes_on_disk();
            p.tick(Counts { depth: self.depth, generated: self.stats.generated, distinct: distinct as u64, queue: queue as u64, on_disk });
        }
    }

    /// Ends the search where a window stopped it (the window's new states
    /// are in the seen-set).
    pub(super) fn stop_at(&mut self, at: Box<StopAt>) -> Result<(Violation, Vec<(State, Option<usize>)>), SystemFailure> {
        let StopAt { end, batch, expansions, m, queued } = *at;
        self.stop(end, &batch, expansions, &m, queued)
    }
}
