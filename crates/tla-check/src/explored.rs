//! The distinct states found, as the search remembers them once expanded.
//!
//! A state is held in memory only while it waits in the frontier. What is
//! kept of every state is what a trace needs to find it again: its
//! fingerprint, its parent's position and the action that led there, 16
//! bytes. A trace is rebuilt from the initial state as TLC rebuilds its
//! traces from its trace file: step by step, the successor of the state
//! before with the recorded fingerprint (see `crate::successor_with`).
//!
//! Runs that read every state again after the search (liveness's behaviour
//! graph) or at every state (TLCExt's Trace) keep them all.

use crate::State;

/// What is remembered of one distinct state.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    /// Position of the state it was found from (`ROOT` for an initial state).
    pub parent: u32,
    /// The action that produced it (`ROOT` for an initial state).
    pub action: u32,
    /// Its fingerprint (under VIEW and SYMMETRY, as the seen-set has it).
    pub fp: u64,
}

/// States from an initial one, each with the action that produced it.
pub(crate) type Trace = Vec<(State, Option<usize>)>;

/// The parent and action of an initial state.
pub(crate) const ROOT: u32 = u32::MAX;

/// Entries are stored in chunks of this many (16 MiB): a run of millions
/// of states never holds twice what it needs, as a vector that doubles
/// does, nor copies what it holds to grow.
const CHUNK: usize = 1 << 20;

pub(crate) struct Explored {
    entries: Vec<Vec<Entry>>,
    len: usize,
    /// The initial states, by position (they come first): traces start there.
    initial: Vec<State>,
    /// Every state by position, when the run keeps them.
    states: Option<Vec<State>>,
}

impl Explored {
    pub(crate) fn new(keep_states: bool) -> Explored {
        Explored { entries: Vec::new(), len: 0, initial: Vec::new(), states: keep_states.then(Vec::new) }
    }

    /// Records an initial state; its position.
    pub(crate) fn push_initial(&mut self, fp: u64, state: &State) -> Result<u32, String> {
        debug_assert_eq!(self.initial.len(), self.len, "initial states come first");
        self.initial.push(state.clone());
        self.push(ROOT, ROOT, fp, state)
    }

    /// Records a state found from `parent` by `action`; its position, or
    /// why there is none: positions are 32 bits.
    pub(crate) fn push(&mut self, parent: u32, action: u32, fp: u64, state: &State) -> Result<u32, String> {
        let i = self.len;
        if i >= ROOT as usize {
            return Err(format!("tlars records at most {} distinct states, and this model has more", ROOT));
        }
        if i.is_multiple_of(CHUNK) {
            // (The first chunk grows as a vector does: small runs stay small.)
            self.entries.push(if i == 0 { Vec::new() } else { Vec::with_capacity(CHUNK) });
        }
        self.entries.last_mut().expect("a chunk with room").push(Entry { parent, action, fp });
        self.len += 1;
        if let Some(states) = &mut self.states {
            states.push(state.clone());
        }
        Ok(i as u32)
    }

    /// Every state by position, if the run keeps them.
    pub(crate) fn states(&self) -> Option<&[State]> {
        self.states.as_deref()
    }

    /// The entries and, if kept, the states, for the behaviour graph.
    pub(crate) fn into_parts(self) -> (Vec<Entry>, Option<Vec<State>>) {
        (self.entries.concat(), self.states)
    }

    /// The fingerprints of the states found, by position.
    pub(crate) fn fingerprints(&self) -> impl Iterator<Item = u64> + '_ {
        self.entries.iter().flatten().map(|e| e.fp)
    }

    /// Writes what is remembered, for a checkpoint (see `checkpoint`).
    pub(crate) fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        use crate::checkpoint::put_u64;
        put_u64(out, self.len as u64)?;
        let mut bytes = Vec::with_capacity(16 * CHUNK.min(self.len));
        for chunk in &self.entries {
            bytes.clear();
            for e in chunk {
                bytes.extend_from_slice(&e.parent.to_le_bytes());
                bytes.extend_from_slice(&e.action.to_le_bytes());
                bytes.extend_from_slice(&e.fp.to_le_bytes());
            }
            out.write_all(&bytes)?;
        }
        let mut buffer = Vec::new();
        put_u64(out, self.initial.len() as u64)?;
        for s in &self.initial {
            crate::frontier::write_record(out, 0, s, &mut buffer)?;
        }
        match &self.states {
            None => put_u64(out, u64::MAX),
            Some(states) => {
                put_u64(out, states.len() as u64)?;
                states.iter().try_for_each(|s| crate::frontier::write_record(out, 0, s, &mut buffer).map(|_| ()))
            }
        }
    }

    /// Reads what `write_to` wrote.
    pub(crate) fn read_from(input: &mut dyn std::io::Read) -> std::io::Result<Explored> {
        use crate::checkpoint::get_u64;
        let len = get_u64(input)? as usize;
        let mut explored = Explored { entries: Vec::new(), len, initial: Vec::new(), states: None };
        let mut left = len;
        let mut bytes = Vec::new();
        while left > 0 {
            let n = left.min(CHUNK);
            bytes.resize(16 * n, 0);
            input.read_exact(&mut bytes)?;
            let word = |b: &[u8], i: usize| u32::from_le_bytes(b[i..i + 4].try_into().expect("4 bytes"));
            let chunk: Vec<Entry> = bytes
                .chunks_exact(16)
                .map(|b| Entry { parent: word(b, 0), action: word(b, 4), fp: u64::from_le_bytes(b[8..16].try_into().expect("8 bytes")) })
                .collect();
            explored.entries.push(chunk);
            left -= n;
        }
        let mut buffer = Vec::new();
        let mut states = |input: &mut dyn std::io::Read, n: u64| {
            (0..n).map(|_| crate::frontier::read_record(input, &mut buffer).map(|r| r.0 .1)).collect::<std::io::Result<Vec<State>>>()
        };
        let initial = get_u64(input)?;
        explored.initial = states(input, initial)?;
        let kept = get_u64(input)?;
        if kept != u64::MAX {
            explored.states = Some(states(input, kept)?);
        }
        Ok(explored)
    }

    fn entry(&self, i: u32) -> Entry {
        self.entries[i as usize / CHUNK][i as usize % CHUNK]
    }

    /// The positions from an initial state to `i`.
    pub(crate) fn path(&self, mut i: u32) -> Vec<u32> {
        let mut path = vec![i];
        while self.entry(i).parent != ROOT {
            i = self.entry(i).parent;
            path.push(i);
        }
        path.reverse();
        path
    }

    /// The states from an initial state to `i`, each with the action that
    /// produced it. `successor(state, depth, fp)` gives the successor of
    /// `state` (at `depth`) with fingerprint `fp` and its action; should
    /// it find none (a next-state relation that no longer gives the
    /// same successors: TLCSet registers, randomness), the trace ends
    /// there and the error says where.
    pub(crate) fn trace_to(&self, i: u32, successor: &mut dyn FnMut(&State, u64, u64) -> Option<(State, usize)>) -> Result<Trace, (Trace, String)> {
        let path = self.path(i);
        if let Some(states) = &self.states {
            return Ok(path.iter().map(|&p| (states[p as usize].clone(), self.action_of(p))).collect());
        }
        let mut trace: Trace = vec![(self.initial[path[0] as usize].clone(), None)];
        for (depth, &p) in path.iter().enumerate().skip(1) {
            let e = self.entry(p);
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

    fn action_of(&self, i: u32) -> Option<usize> {
        let a = self.entry(i).action;
        (a != ROOT).then_some(a as usize)
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
            let mut ex = Explored::new(keep);
            let a = ex.push_initial(10, &state(0)).unwrap();
            let b = ex.push_initial(11, &state(1)).unwrap();
            let c = ex.push(b, 3, 12, &state(2)).unwrap();
            let _ = ex.push(a, 0, 13, &state(3)).unwrap();
            let d = ex.push(c, 5, 14, &state(4)).unwrap();
            assert_eq!(ex.path(d), vec![b, c, d]);
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

    /// Positions past a chunk's end find their entries in the next chunk.
    #[test]
    fn paths_cross_chunks() {
        let mut ex = Explored::new(false);
        let mut last = ex.push_initial(0, &state(0)).unwrap();
        for i in 1..CHUNK as u64 + 3 {
            last = ex.push(last, (i % 7) as u32, i, &state(0)).unwrap();
        }
        let path = ex.path(last);
        assert_eq!(path.len(), CHUNK + 3);
        assert!(path.iter().enumerate().all(|(i, &p)| p == i as u32 && ex.entry(p).fp == i as u64));
        assert_eq!(ex.entry(CHUNK as u32).action, (CHUNK % 7) as u32);
    }

    /// Past the last 32-bit position a state is refused with a message,
    /// never a panic.
    #[test]
    fn positions_past_32_bits_are_refused() {
        let mut ex = Explored::new(false);
        ex.len = ROOT as usize;
        let e = ex.push(0, 0, 1, &state(0)).expect_err("refused");
        assert!(e.contains("at most 4294967295 distinct states"), "{e}");
    }

    /// A step that cannot be found again ends the trace with an error that
    /// says where, keeping the states before it.
    #[test]
    fn a_lost_step_is_an_error_with_the_trace_before_it() {
        let mut ex = Explored::new(false);
        let a = ex.push_initial(1, &state(0)).unwrap();
        let b = ex.push(a, 0, 2, &state(1)).unwrap();
        let c = ex.push(b, 0, 3, &state(2)).unwrap();
        let (partial, message) = ex.trace_to(c, &mut |_, depth, _| (depth == 1).then(|| (state(1), 0))).expect_err("lost");
        assert_eq!(partial, vec![(state(0), None), (state(1), Some(0))]);
        assert!(message.contains("beyond state 2"), "{message}");
    }
}
