//! Every state found, for the runs that read them again: liveness (its
//! behaviour graph's states, labelled after the search and printed in a
//! lasso) and TLCExt's Trace (the behaviour up to each explored state).
//!
//! They are kept encoded (see `tla_values::codec`): a few dozen bytes each
//! where their values take hundreds, since a state's values are not shared
//! with anything once the search has moved on. A state is decoded when it
//! is read; its parts are then new values, equal to those it was found
//! with.

use crate::records::{decode_state, RecordChunks};
use crate::State;

#[derive(Default)]
pub struct KeptStates {
    records: RecordChunks,
    /// Where each state's record starts (see `RecordChunks::push_record`).
    index: Vec<(u32, u32)>,
}

impl KeptStates {
    pub fn new() -> KeptStates {
        KeptStates::default()
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Adds `state` at the end.
    pub fn push(&mut self, state: &[tla_values::Value]) {
        let (chunk, offset) = self.records.push_state(0, state);
        self.index.push((chunk as u32, offset as u32));
    }

    /// Adds a state's record (see `records`) at the end, as a checkpoint
    /// holds it.
    pub(crate) fn push_record(&mut self, record: &[u8]) {
        let (chunk, offset) = self.records.push_record(record);
        self.index.push((chunk as u32, offset as u32));
    }

    /// The state at `i`, decoded.
    pub fn get(&self, i: usize) -> State {
        let (chunk, offset) = self.index[i];
        let (body, _) = self.records.body_at((chunk as usize, offset as usize));
        // (The bytes are this process's own encoding of a state.)
        decode_state(body).expect("a state kept encoded in memory decodes").1
    }

    /// The states, in order, as records (for a checkpoint).
    pub(crate) fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.records.write_from((0, 0), out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tla_values::Value;

    /// States read back equal to those kept, across chunks, and a chunk's
    /// worth of one state gets a chunk of its own.
    #[test]
    fn kept_states_read_back_equal() {
        let state = |n: i64| -> State { vec![Value::Int(n), Value::set(vec![Value::str("a"), Value::Int(n % 5)])].into_boxed_slice() };
        let big: State = vec![Value::tuple((0..200_000).map(Value::Int).collect())].into_boxed_slice();
        let mut kept = KeptStates::new();
        for n in 0..100_000 {
            kept.push(&state(n));
        }
        kept.push(&big);
        kept.push(&state(7));
        assert_eq!(kept.len(), 100_002);
        assert!(kept.index.last().unwrap().0 >= 2, "more than two chunks");
        assert!((0..100_000).all(|n| kept.get(n as usize) == state(n)));
        assert_eq!(kept.get(100_000), big);
        assert_eq!(kept.get(100_001), state(7));
    }
}
