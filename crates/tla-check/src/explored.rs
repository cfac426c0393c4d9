//! The distinct states found, as the search remembers them once expanded.
//!
//! A state is held in memory only while it waits in the frontier. What is
//! kept of every state is what a trace needs to find it again: its
//! fingerprint, its parent's position and the action that led there, 16
//! bytes. A trace is rebuilt from the initial state by running, step by
//! step, the recorded action from the state before and taking its first
//! successor in the model with the recorded fingerprint, which is the one
//! the search admitted (TLC rebuilds its traces from its trace file the
//! same way).
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

/// The parent and action of an initial state.
pub(crate) const ROOT: u32 = u32::MAX;

pub(crate) struct Explored {
    entries: Vec<Entry>,
    /// The initial states, by position (they come first): traces start there.
    initial: Vec<State>,
    /// Every state by position, when the run keeps them.
    states: Option<Vec<State>>,
}

impl Explored {
    pub(crate) fn new(keep_states: bool) -> Explored {
        Explored { entries: Vec::new(), initial: Vec::new(), states: keep_states.then(Vec::new) }
    }

    /// Records an initial state; its position.
    pub(crate) fn push_initial(&mut self, fp: u64, state: &State) -> u32 {
        debug_assert_eq!(self.initial.len(), self.entries.len(), "initial states come first");
        self.initial.push(state.clone());
        self.push(ROOT, ROOT, fp, state)
    }

    /// Records a state found from `parent` by `action`; its position.
    pub(crate) fn push(&mut self, parent: u32, action: u32, fp: u64, state: &State) -> u32 {
        let i = self.entries.len();
        assert!(i < ROOT as usize, "more than 2^32 - 1 distinct states: positions are 32 bits");
        self.entries.push(Entry { parent, action, fp });
        if let Some(states) = &mut self.states {
            states.push(state.clone());
        }
        i as u32
    }

    /// Every state by position, if the run keeps them.
    pub(crate) fn states(&self) -> Option<&[State]> {
        self.states.as_deref()
    }

    /// The entries and, if kept, the states, for the behaviour graph.
    pub(crate) fn into_parts(self) -> (Vec<Entry>, Option<Vec<State>>) {
        (self.entries, self.states)
    }

    /// The positions from an initial state to `i`.
    pub(crate) fn path(&self, mut i: u32) -> Vec<u32> {
        let mut path = vec![i];
        while self.entries[i as usize].parent != ROOT {
            i = self.entries[i as usize].parent;
            path.push(i);
        }
        path.reverse();
        path
    }

    /// The states from an initial state to `i`, each with the action that
    /// produced it. `successor(state, depth, action, fp)` gives the
    /// successor the search admitted (see the module's comment); should
    /// it find none (a next-state relation that no longer gives the
    /// same successors: TLCSet registers, randomness), the trace ends
    /// there and the error says where.
    pub(crate) fn trace_to(
        &self,
        i: u32,
        successor: &mut dyn FnMut(&State, u64, usize, u64) -> Option<State>,
    ) -> Result<Vec<(State, Option<usize>)>, (Vec<(State, Option<usize>)>, String)> {
        let path = self.path(i);
        if let Some(states) = &self.states {
            return Ok(path.iter().map(|&p| (states[p as usize].clone(), self.action_of(p))).collect());
        }
        let mut trace: Vec<(State, Option<usize>)> = vec![(self.initial[path[0] as usize].clone(), None)];
        for (depth, &p) in path.iter().enumerate().skip(1) {
            let e = self.entries[p as usize];
            let before = &trace.last().expect("starts with the initial state").0;
            match successor(before, depth as u64, e.action as usize, e.fp) {
                Some(s) => trace.push((s, Some(e.action as usize))),
                None => {
                    let message = format!(
                        "the trace could not be rebuilt beyond state {depth}: its action no longer gives the successor the search found \
                         (does the next-state relation depend on TLCSet registers or on random choices?)"
                    );
                    return Err((trace, message));
                }
            }
        }
        Ok(trace)
    }

    fn action_of(&self, i: u32) -> Option<usize> {
        let a = self.entries[i as usize].action;
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
            let a = ex.push_initial(10, &state(0));
            let b = ex.push_initial(11, &state(1));
            let c = ex.push(b, 3, 12, &state(2));
            let _ = ex.push(a, 0, 13, &state(3));
            let d = ex.push(c, 5, 14, &state(4));
            assert_eq!(ex.path(d), vec![b, c, d]);
            let mut asked = Vec::new();
            let trace = ex
                .trace_to(d, &mut |s, depth, action, fp| {
                    asked.push((s[0].clone(), depth, action, fp));
                    Some(state(fp as i64 - 10))
                })
                .expect("rebuilt");
            let expected = vec![(state(1), None), (state(2), Some(3)), (state(4), Some(5))];
            assert_eq!(trace, expected);
            if keep {
                assert!(asked.is_empty());
            } else {
                assert_eq!(asked, vec![(Value::Int(1), 1, 3, 12), (Value::Int(2), 2, 5, 14)]);
            }
        }
    }

    /// A step that cannot be found again ends the trace with an error that
    /// says where, keeping the states before it.
    #[test]
    fn a_lost_step_is_an_error_with_the_trace_before_it() {
        let mut ex = Explored::new(false);
        let a = ex.push_initial(1, &state(0));
        let b = ex.push(a, 0, 2, &state(1));
        let c = ex.push(b, 0, 3, &state(2));
        let (partial, message) = ex.trace_to(c, &mut |_, depth, _, _| (depth == 1).then(|| state(1))).expect_err("lost");
        assert_eq!(partial, vec![(state(0), None), (state(1), Some(0))]);
        assert!(message.contains("beyond state 2"), "{message}");
    }
}
