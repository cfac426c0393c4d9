//! The distinct states found, as the search remembers them once expanded.
//!
//! A state is held in memory only while it waits in the frontier. What is
//! kept of every state is what a trace needs to find it again: its
//! fingerprint, its parent's position and the action that led there, 16
//! bytes. A trace is rebuilt from the initial state as TLC rebuilds its
//! traces from its trace file: step by step, the successor of the state
//! before with the recorded fingerprint (see `crate::successor_with`).
//!
//! These records are a `FixedLog`: the chunk being filled is in memory,
//! and each full one goes to a file of the work folder (TLC's trace file),
//! read back only where a trace passes, so that a run of hundreds of
//! millions of states holds none of them in memory.
//!
//! Runs that read every state again after the search (liveness's behaviour
//! graph) or at every state (TLCExt's Trace) also keep the states, encoded
//! (see `kept`).

use crate::fixed_log::{FixedLog, FixedRecord};
use crate::kept::KeptStates;
use crate::State;
use std::io::{Read, Write};
use std::path::PathBuf;

/// What is remembered of one distinct state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// Position of the state it was found from (`ROOT` for an initial state).
    pub parent: u32,
    /// The action that produced it (`ROOT` for an initial state).
    pub action: u32,
    /// Its fingerprint (under VIEW and SYMMETRY, as the seen-set has it).
    pub fp: u64,
}

/// An entry in the log file: parent, action, fingerprint, little-endian.
impl FixedRecord for Entry {
    const BYTES: usize = 16;

    fn put(&self, b: &mut [u8]) {
        b[0..4].copy_from_slice(&self.parent.to_le_bytes());
        b[4..8].copy_from_slice(&self.action.to_le_bytes());
        b[8..16].copy_from_slice(&self.fp.to_le_bytes());
    }

    fn get(b: &[u8]) -> Entry {
        let word = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        Entry { parent: word(0), action: word(4), fp: u64::from_le_bytes([b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]]) }
    }
}

/// States from an initial one, each with the action that produced it.
pub(crate) type Trace = Vec<(State, Option<usize>)>;

/// The parent and action of an initial state.
pub(crate) const ROOT: u32 = u32::MAX;

pub(crate) struct Explored {
    entries: FixedLog<Entry>,
    /// The initial states, by position (they come first): traces start there.
    initial: Vec<State>,
    /// Every state by position, when the run keeps them.
    states: Option<KeptStates>,
}

impl Explored {
    /// A record that keeps every state, or none, its full chunks of
    /// entries written to `work_dir` if given.
    pub(crate) fn new(keep_states: bool, work_dir: Option<PathBuf>) -> Explored {
        Explored {
            entries: FixedLog::new(work_dir.clone(), "explored", "the record of the states found"),
            initial: Vec::new(),
            states: keep_states.then(|| KeptStates::new(work_dir)),
        }
    }

    /// Records an initial state; its position.
    pub(crate) fn push_initial(&mut self, fp: u64, state: &State) -> Result<u32, String> {
        debug_assert_eq!(self.initial.len(), self.entries.len(), "initial states come first");
        self.initial.push(state.clone());
        self.push(ROOT, ROOT, fp, state)
    }

    /// Records a state found from `parent` by `action`; its position, or
    /// why there is none: positions are 32 bits, and the disk may fail.
    pub(crate) fn push(&mut self, parent: u32, action: u32, fp: u64, state: &State) -> Result<u32, String> {
        let i = self.push_entry(Entry { parent, action, fp })?;
        if let Some(states) = &mut self.states {
            states.push(state)?;
        }
        Ok(i)
    }

    fn push_entry(&mut self, entry: Entry) -> Result<u32, String> {
        if self.entries.len() >= ROOT as usize {
            return Err(format!("tlars records at most {} distinct states, and this model has more", ROOT));
        }
        Ok(self.entries.push(entry)? as u32)
    }

    /// How many states are recorded: the position the next one gets.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Every state by position, if the run keeps them.
    pub(crate) fn states(&self) -> Option<&KeptStates> {
        self.states.as_ref()
    }

    /// Every state by position, if the run keeps them, to be kept on
    /// disk from now on (see `KeptStates::move_to_disk`).
    pub(crate) fn states_mut(&mut self) -> Option<&mut KeptStates> {
        self.states.as_mut()
    }

    /// The states, for the behaviour graph (after its entries are read).
    pub(crate) fn into_states(self) -> Option<KeptStates> {
        self.states
    }

    /// Bytes of entries and states on disk.
    pub(crate) fn bytes_on_disk(&self) -> u64 {
        self.entries.bytes_on_disk() + self.states.as_ref().map_or(0, KeptStates::bytes_on_disk)
    }

    /// The fingerprint of the state at `i`.
    pub(crate) fn fingerprint_at(&self, i: u32) -> Result<u64, String> {
        Ok(self.entry(i)?.fp)
    }

    fn entry(&self, i: u32) -> Result<Entry, String> {
        self.entries.get(i as usize)
    }

    /// The entries in order of position, from disk and then from memory.
    pub(crate) fn for_each_entry(&self, f: &mut dyn FnMut(Entry) -> std::io::Result<()>) -> std::io::Result<()> {
        self.entries.for_each(f)
    }

    /// The fingerprints of the states found, by position.
    pub(crate) fn for_each_fingerprint(&self, f: &mut dyn FnMut(u64)) -> std::io::Result<()> {
        self.for_each_entry(&mut |e| {
            f(e.fp);
            Ok(())
        })
    }

    /// Writes what is remembered, for a checkpoint (see `checkpoint`).
    pub(crate) fn write_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        use crate::checkpoint::put_u64;
        put_u64(out, self.states.as_ref().map_or(u64::MAX, |s| s.len() as u64))?;
        put_u64(out, self.len() as u64)?;
        let mut bytes = Vec::with_capacity(Entry::BYTES << 12);
        self.for_each_entry(&mut |e| {
            let at = bytes.len();
            bytes.resize(at + Entry::BYTES, 0);
            e.put(&mut bytes[at..]);
            if bytes.len() == bytes.capacity() {
                out.write_all(&bytes)?;
                bytes.clear();
            }
            Ok(())
        })?;
        out.write_all(&bytes)?;
        let mut buffer = Vec::new();
        put_u64(out, self.initial.len() as u64)?;
        for s in &self.initial {
            crate::records::write_record(out, 0, s, &mut buffer)?;
        }
        match &self.states {
            Some(states) => states.write_to(out),
            None => Ok(()),
        }
    }

    /// Reads what `write_to` wrote, its full chunks of entries written to
    /// `work_dir` as the search's own are.
    pub(crate) fn read_from(input: &mut dyn Read, work_dir: Option<PathBuf>) -> Result<Explored, crate::checkpoint::Refusal> {
        use crate::checkpoint::{get_u64, Refusal};
        let kept = get_u64(input)?;
        let mut explored = Explored::new(kept != u64::MAX, work_dir.clone());
        let len = get_u64(input)?;
        let mut bytes = [0u8; Entry::BYTES];
        for _ in 0..len {
            input.read_exact(&mut bytes)?;
            explored.push_entry(Entry::get(&bytes)).map_err(Refusal::Other)?;
        }
        let mut buffer = Vec::new();
        let mut states = |input: &mut dyn Read, n: u64| {
            (0..n).map(|_| crate::records::read_record(input, &mut buffer).map(|r| r.0 .1)).collect::<std::io::Result<Vec<State>>>()
        };
        let initial = get_u64(input)?;
        explored.initial = states(input, initial)?;
        if kept != u64::MAX {
            let mut all = KeptStates::new(work_dir);
            for _ in 0..kept {
                crate::records::read_record_bytes(input, &mut buffer)?;
                all.push_record(&buffer).map_err(Refusal::Other)?;
            }
            explored.states = Some(all);
        }
        Ok(explored)
    }

    /// The positions from an initial state to `i`.
    pub(crate) fn path(&self, mut i: u32) -> Result<Vec<u32>, String> {
        let mut path = vec![i];
        loop {
            let parent = self.entry(i)?.parent;
            if parent == ROOT {
                break;
            }
            i = parent;
            path.push(i);
        }
        path.reverse();
        Ok(path)
    }

    /// The states from an initial state to `i`, each with the action that
    /// produced it. `successor(state, depth, fp)` gives the successor of
    /// `state` (at `depth`) with fingerprint `fp` and its action; should
    /// it find none (a next-state relation that no longer gives the
    /// same successors: TLCSet registers, randomness), the trace ends
    /// there and the error says where.
    pub(crate) fn trace_to(&self, i: u32, successor: &mut dyn FnMut(&State, u64, u64) -> Option<(State, usize)>) -> Result<Trace, (Trace, String)> {
        let path = self.path(i).map_err(|e| (vec![], e))?;
        if let Some(states) = &self.states {
            return path.iter().map(|&p| Ok((states.get(p as usize).map_err(|e| (vec![], e))?, self.action_of(p).map_err(|e| (vec![], e))?))).collect();
        }
        let mut trace: Trace = vec![(self.initial[path[0] as usize].clone(), None)];
        for (depth, &p) in path.iter().enumerate().skip(1) {
            let e = match self.entry(p) {
                Ok(e) => e,
                Err(message) => return Err((trace, message)),
            };
            let before = &trace.last().expect("starts with the initial state").0;
            match successor(before, depth as u64, e.fp) {
                Some((s, action)) => trace.push((s, Some(action))),
                None => {
                    let message = format!(
                        "the trace could not be rebuilt beyond state {depth}: no successor of it has the fingerprint of the state the \
                         search found next (does the next-state relation depend on TLCSet registers or on random choices?)"
                    );
                    return Err((trace, message));
                }
            }
        }
        Ok(trace)
    }

    fn action_of(&self, i: u32) -> Result<Option<usize>, String> {
        let a = self.entry(i)?.action;
        Ok((a != ROOT).then_some(a as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tla_values::Value;

    fn state(n: i64) -> State {
        vec![Value::Int(n)].into_boxed_slice()
    }

    /// A trace is rebuilt step by step from the initial state, asking each
    /// step for the recorded action and fingerprint; with the states kept,
    /// it is read from them without asking.
    #[test]
    fn traces_are_rebuilt_from_the_recorded_actions() {
        for keep in [false, true] {
            let mut ex = Explored::new(keep, None);
            let a = ex.push_initial(10, &state(0)).unwrap();
            let b = ex.push_initial(11, &state(1)).unwrap();
            let c = ex.push(b, 3, 12, &state(2)).unwrap();
            let _ = ex.push(a, 0, 13, &state(3)).unwrap();
            let d = ex.push(c, 5, 14, &state(4)).unwrap();
            assert_eq!(ex.path(d).unwrap(), vec![b, c, d]);
            let mut asked = Vec::new();
            let trace = ex
                .trace_to(d, &mut |s, depth, fp| {
                    asked.push((s[0].clone(), depth, fp));
                    Some((state(fp as i64 - 10), fp as usize))
                })
                .expect("rebuilt");
            if keep {
                assert_eq!(trace, vec![(state(1), None), (state(2), Some(3)), (state(4), Some(5))]);
                assert!(asked.is_empty());
            } else {
                // (The actions are those the rebuilding found.)
                assert_eq!(trace, vec![(state(1), None), (state(2), Some(12)), (state(4), Some(14))]);
                assert_eq!(asked, vec![(Value::Int(1), 1, 12), (Value::Int(2), 2, 14)]);
            }
        }
    }

    /// Positions past a chunk's end find their entries in the next chunk,
    /// in memory or, with a work folder, on disk (the file is removed with
    /// the record); a checkpoint's copy reads back the same.
    #[test]
    fn paths_cross_chunks_in_memory_and_on_disk() {
        const CHUNK: usize = FixedLog::<Entry>::CHUNK;
        let dir = std::env::temp_dir().join(format!("tlars-explored-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for work_dir in [None, Some(dir.clone())] {
            let mut ex = Explored::new(false, work_dir.clone());
            let mut last = ex.push_initial(0, &state(0)).unwrap();
            for i in 1..2 * CHUNK as u64 + 3 {
                last = ex.push(last, (i % 7) as u32, i, &state(0)).unwrap();
            }
            assert_eq!(ex.entries.chunks_on_disk(), if work_dir.is_some() { 2 } else { 0 });
            assert_eq!(ex.entries.chunks_in_memory(), if work_dir.is_some() { 1 } else { 3 }, "only the chunk being filled stays in memory");
            let path = ex.path(last).unwrap();
            assert_eq!(path.len(), 2 * CHUNK + 3);
            assert!(path.iter().enumerate().all(|(i, &p)| p == i as u32 && ex.entry(p).unwrap().fp == i as u64));
            assert_eq!(ex.entry(CHUNK as u32).unwrap().action, (CHUNK % 7) as u32);
            let mut copy = Vec::new();
            ex.write_to(&mut copy).unwrap();
            let back = Explored::read_from(&mut copy.as_slice(), work_dir.clone()).ok().expect("read back");
            let (mut a, mut b) = (Vec::new(), Vec::new());
            ex.for_each_fingerprint(&mut |fp| a.push(fp)).unwrap();
            back.for_each_fingerprint(&mut |fp| b.push(fp)).unwrap();
            assert_eq!(a, (0..2 * CHUNK as u64 + 3).collect::<Vec<_>>());
            assert_eq!(a, b);
            assert_eq!(back.path(last).unwrap(), path);
        }
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "the logs are removed");
        std::fs::remove_dir(&dir).unwrap();
    }

    /// Past the last 32-bit position a state is refused with a message,
    /// never a panic.
    #[test]
    fn positions_past_32_bits_are_refused() {
        let mut ex = Explored::new(false, None);
        ex.entries.pretend_len(ROOT as usize);
        let e = ex.push(0, 0, 1, &state(0)).expect_err("refused");
        assert!(e.contains("at most 4294967295 distinct states"), "{e}");
    }

    /// A step that cannot be found again ends the trace with an error that
    /// says where, keeping the states before it.
    #[test]
    fn a_lost_step_is_an_error_with_the_trace_before_it() {
        let mut ex = Explored::new(false, None);
        let a = ex.push_initial(1, &state(0)).unwrap();
        let b = ex.push(a, 0, 2, &state(1)).unwrap();
        let c = ex.push(b, 0, 3, &state(2)).unwrap();
        let (partial, message) = ex.trace_to(c, &mut |_, depth, _| (depth == 1).then(|| (state(1), 0))).expect_err("lost");
        assert_eq!(partial, vec![(state(0), None), (state(1), Some(0))]);
        assert!(message.contains("beyond state 2"), "{message}");
    }
}
