//! A state as a record: how the frontier keeps waiting states encoded (in
//! memory and on disk), how runs that read every state again keep them
//! (`kept`), and how checkpoints write both. A record is the length of
//! what follows (4 bytes, little-endian), then the state's position and
//! values (see `tla_values::codec`).

use crate::State;
use std::collections::VecDeque;
use std::io::{Read, Write};

/// Writes the record of `state` at `position` to `out`, `buffer` being
/// scratch space for its bytes; the bytes written.
pub(crate) fn write_record(out: &mut dyn Write, position: u32, state: &[tla_values::Value], buffer: &mut Vec<u8>) -> std::io::Result<u64> {
    buffer.clear();
    tla_values::codec::varint(position as u64, buffer);
    tla_values::codec::varint(state.len() as u64, buffer);
    for v in state {
        tla_values::codec::encode(v, buffer);
    }
    out.write_all(&(buffer.len() as u32).to_le_bytes())?;
    out.write_all(buffer)?;
    Ok(4 + buffer.len() as u64)
}

/// The record of `state` at `position`.
pub(crate) fn encode_record(position: u32, state: &[tla_values::Value]) -> Vec<u8> {
    let mut record = Vec::new();
    // (Writing to memory cannot fail.)
    let _ = write_record(&mut record, position, state, &mut Vec::new());
    record
}

/// Reads a record `write_record` wrote, whole, into `record`.
pub(crate) fn read_record_bytes(input: &mut dyn Read, record: &mut Vec<u8>) -> std::io::Result<()> {
    let mut len = [0u8; 4];
    input.read_exact(&mut len)?;
    record.clear();
    record.extend_from_slice(&len);
    record.resize(4 + u32::from_le_bytes(len) as usize, 0);
    input.read_exact(&mut record[4..])
}

/// Reads a record `write_record` wrote (`buffer` is scratch space); its
/// position and state, and the bytes read.
pub(crate) fn read_record(input: &mut dyn Read, buffer: &mut Vec<u8>) -> std::io::Result<((u32, State), u64)> {
    read_record_bytes(input, buffer)?;
    let state = decode_state(&buffer[4..]).ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidData, "a state written there cannot be read back"))?;
    Ok((state, buffer.len() as u64))
}

/// The position and state of a record's body (what follows its length).
pub(crate) fn decode_state(mut bytes: &[u8]) -> Option<(u32, State)> {
    let position = u32::try_from(tla_values::codec::read_varint(&mut bytes)?).ok()?;
    let n = tla_values::codec::read_varint(&mut bytes)? as usize;
    // (Exactly as long as the state, so that boxing it does not copy it;
    // each value takes a byte at least.)
    let mut values = Vec::with_capacity(n.min(bytes.len()));
    for _ in 0..n {
        values.push(tla_values::codec::decode(&mut bytes)?);
    }
    bytes.is_empty().then(|| (position, values.into_boxed_slice()))
}

/// Bytes of a chunk of records.
const CHUNK: usize = 1 << 20;

/// Records in memory, one after the other in chunks of a MiB (a record
/// never spans two; a longer one has a chunk of its own), so that they
/// never hold twice what they need, as a vector that doubles does. Chunks
/// may be freed from the front once read.
#[derive(Default)]
pub(crate) struct RecordChunks {
    chunks: VecDeque<Vec<u8>>,
    /// Chunks freed from the front: a chunk's number counts them.
    freed: usize,
    /// Scratch space: a value's bytes, a record's.
    buffer: Vec<u8>,
    record: Vec<u8>,
}

impl RecordChunks {
    /// Appends the record of `state` at `position`; where it starts: its
    /// chunk's number and its offset there.
    pub(crate) fn push_state(&mut self, position: u32, state: &[tla_values::Value]) -> (usize, usize) {
        let mut record = std::mem::take(&mut self.record);
        record.clear();
        // (Writing to memory cannot fail.)
        let _ = write_record(&mut record, position, state, &mut self.buffer);
        let at = self.push_record(&record);
        self.record = record;
        at
    }

    /// Appends a record; where it starts, as `push_state` says.
    pub(crate) fn push_record(&mut self, bytes: &[u8]) -> (usize, usize) {
        match self.chunks.back_mut() {
            Some(chunk) if chunk.len() + bytes.len() <= chunk.capacity() => {}
            _ => self.chunks.push_back(Vec::with_capacity(CHUNK.max(bytes.len()))),
        }
        let number = self.freed + self.chunks.len() - 1;
        let chunk = self.chunks.back_mut().expect("a chunk with room");
        let at = (number, chunk.len());
        chunk.extend_from_slice(bytes);
        at
    }

    /// The body of the record at `at` (as `push_record` gave it), and the
    /// length of the whole record.
    pub(crate) fn body_at(&self, (chunk, offset): (usize, usize)) -> (&[u8], usize) {
        let rest = &self.chunks[chunk - self.freed][offset..];
        let len = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]) as usize;
        (&rest[4..4 + len], 4 + len)
    }

    /// The length of the chunk numbered `chunk`.
    pub(crate) fn chunk_len(&self, chunk: usize) -> usize {
        self.chunks[chunk - self.freed].len()
    }

    /// How many chunks are held.
    pub(crate) fn chunks_held(&self) -> usize {
        self.chunks.len()
    }

    /// Writes the chunk numbered `chunk`, whole.
    pub(crate) fn write_chunk(&self, chunk: usize, out: &mut dyn Write) -> std::io::Result<()> {
        out.write_all(&self.chunks[chunk - self.freed])
    }

    /// The number of the first chunk still held, if any.
    pub(crate) fn first_chunk(&self) -> Option<usize> {
        (!self.chunks.is_empty()).then_some(self.freed)
    }

    /// Frees the first chunk.
    pub(crate) fn free_first_chunk(&mut self) {
        if self.chunks.pop_front().is_some() {
            self.freed += 1;
        }
    }

    /// Writes the records from `at` on, in order.
    pub(crate) fn write_from(&self, (chunk, offset): (usize, usize), out: &mut dyn Write) -> std::io::Result<()> {
        for (i, bytes) in self.chunks.iter().enumerate().skip(chunk.saturating_sub(self.freed)) {
            out.write_all(&bytes[if i + self.freed == chunk { offset } else { 0 }..])?;
        }
        Ok(())
    }
}
