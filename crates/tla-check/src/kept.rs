//! Every state found, for the runs that read them again: liveness (its
//! behaviour graph's states, labelled after the search and printed in a
//! lasso) and TLCExt's Trace (the behaviour up to each explored state).
//!
//! They are kept encoded (see `tla_values::codec`): a few dozen bytes each
//! where their values take hundreds, since a state's values are not shared
//! with anything once the search has moved on. A state is decoded when it
//! is read; its parts are then new values, equal to those it was found
//! with.

use crate::frontier::{read_record, write_record};
use crate::State;

/// Bytes of a chunk of encoded states.
const CHUNK: usize = 1 << 20;

#[derive(Default)]
pub struct KeptStates {
    chunks: Vec<Vec<u8>>,
    /// Where each state's record starts: its chunk and offset there.
    index: Vec<(u32, u32)>,
    /// Scratch space: a value's bytes, a record's.
    buffer: Vec<u8>,
    record: Vec<u8>,
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
        let mut record = std::mem::take(&mut self.record);
        record.clear();
        // (Writing to memory cannot fail.)
        let _ = write_record(&mut record, 0, state, &mut self.buffer);
        match self.chunks.last_mut() {
            Some(chunk) if chunk.len() + record.len() <= chunk.capacity() => {}
            _ => self.chunks.push(Vec::with_capacity(CHUNK.max(record.len()))),
        }
        let k = self.chunks.len() - 1;
        let chunk = &mut self.chunks[k];
        self.index.push((k as u32, chunk.len() as u32));
        chunk.extend_from_slice(&record);
        self.record = record;
    }

    /// The state at `i`, decoded.
    pub fn get(&self, i: usize) -> State {
        let (chunk, offset) = self.index[i];
        let mut bytes = &self.chunks[chunk as usize][offset as usize..];
        // (The bytes are this process's own encoding of a state: they read
        // back.)
        read_record(&mut bytes, &mut Vec::new()).map(|r| r.0 .1).unwrap_or_default()
    }

    /// The states, in order, as records (for a checkpoint).
    pub(crate) fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.chunks.iter().try_for_each(|chunk| out.write_all(chunk))
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
        assert!(kept.chunks.len() > 2);
        assert!((0..100_000).all(|n| kept.get(n as usize) == state(n)));
        assert_eq!(kept.get(100_000), big);
        assert_eq!(kept.get(100_001), state(7));
    }
}
