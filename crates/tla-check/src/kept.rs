//! Every state found, for the runs that read them again: liveness (its
//! behaviour graph's states, labelled after the search and printed in a
//! lasso) and TLCExt's Trace (the behaviour up to each explored state).
//!
//! They are kept encoded (see `tla_values::codec`): a few dozen bytes each
//! where their values take hundreds, since a state's values are not shared
//! with anything once the search has moved on. A state is decoded when it
//! is read; its parts are then new values, equal to those it was found
//! with.

use crate::frontier::SpillFile;
use crate::records::{decode_state, RecordChunks};
use crate::State;
use std::fs::File;
use std::io::Write;
use std::os::unix::fs::FileExt;
use std::path::PathBuf;

pub struct KeptStates {
    records: RecordChunks,
    /// Where each state's record starts (see `RecordChunks::push_record`).
    index: Vec<(u32, u32)>,
    /// Where the chunks go once the states are kept on disk.
    work_dir: Option<PathBuf>,
    disk: Option<Disk>,
}

/// The chunks written to disk, one after the other: the first ones, freed
/// from memory.
struct Disk {
    file: File,
    path: SpillFile,
    /// Where each chunk on disk starts in the file, and the file's length.
    starts: Vec<u64>,
    len: u64,
}

impl KeptStates {
    /// No states, kept in memory until `move_to_disk` sends them to a file
    /// of `work_dir`.
    pub fn new(work_dir: Option<PathBuf>) -> KeptStates {
        KeptStates { records: RecordChunks::default(), index: Vec::new(), work_dir, disk: None }
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Adds `state` at the end.
    pub fn push(&mut self, state: &[tla_values::Value]) -> Result<(), String> {
        let (chunk, offset) = self.records.push_state(0, state);
        self.index.push((chunk as u32, offset as u32));
        self.write_full_chunks()
    }

    /// Adds a state's record (see `records`) at the end, as a checkpoint
    /// holds it.
    pub(crate) fn push_record(&mut self, record: &[u8]) -> Result<(), String> {
        let (chunk, offset) = self.records.push_record(record);
        self.index.push((chunk as u32, offset as u32));
        self.write_full_chunks()
    }

    /// Keeps the states on disk from now on: every chunk goes to a file of
    /// the work folder, then each one as soon as it is full. (The search asks when the
    /// process passes its memory budget; the states are read back one at a
    /// time, after the search, for the labels a property needs and the
    /// states of a counterexample.)
    pub(crate) fn move_to_disk(&mut self) -> Result<(), String> {
        if self.disk.is_some() {
            return Ok(());
        }
        let Some(dir) = &self.work_dir else { return Ok(()) };
        let path = crate::frontier::spill_path(dir, "kept");
        let file = File::options().read(true).write(true).create_new(true).open(&path).map_err(|e| failure(e, &path))?;
        self.disk = Some(Disk { file, path: SpillFile(path), starts: Vec::new(), len: 0 });
        // (The next state starts a chunk of its own.)
        self.write_chunks(0)
    }

    /// On disk, writes the full chunks (those before the last) and frees
    /// them.
    fn write_full_chunks(&mut self) -> Result<(), String> {
        self.write_chunks(1)
    }

    /// Writes the chunks but the last `keep` and frees them.
    fn write_chunks(&mut self, keep: usize) -> Result<(), String> {
        let Some(disk) = &mut self.disk else { return Ok(()) };
        while let Some(first) = self.records.first_chunk() {
            if self.records.chunks_held() <= keep {
                break;
            }
            let mut bytes = Vec::with_capacity(self.records.chunk_len(first));
            // (Writing to memory cannot fail.)
            let _ = self.records.write_chunk(first, &mut bytes);
            disk.file.write_all_at(&bytes, disk.len).map_err(|e| failure(e, &disk.path.0))?;
            debug_assert_eq!(disk.starts.len(), first, "chunks go to disk in order");
            disk.starts.push(disk.len);
            disk.len += bytes.len() as u64;
            self.records.free_first_chunk();
        }
        Ok(())
    }

    pub(crate) fn bytes_on_disk(&self) -> u64 {
        self.disk.as_ref().map_or(0, |d| d.len)
    }

    /// The state at `i`, decoded, or why it could not be read from disk.
    pub fn get(&self, i: usize) -> Result<State, String> {
        let (chunk, offset) = self.index[i];
        let (chunk, offset) = (chunk as usize, offset as usize);
        let body = match &self.disk {
            Some(disk) if chunk < disk.starts.len() => {
                let at = disk.starts[chunk] + offset as u64;
                let mut len = [0u8; 4];
                let mut body = Vec::new();
                let read = disk.file.read_exact_at(&mut len, at).and_then(|()| {
                    body.resize(u32::from_le_bytes(len) as usize, 0);
                    disk.file.read_exact_at(&mut body, at + 4)
                });
                read.map_err(|e| failure(e, &disk.path.0))?;
                // (The bytes are this process's own encoding of a state.)
                return Ok(decode_state(&body).expect("a state kept encoded on disk decodes").1);
            }
            _ => self.records.body_at((chunk, offset)).0,
        };
        // (The bytes are this process's own encoding of a state.)
        Ok(decode_state(body).expect("a state kept encoded in memory decodes").1)
    }

    /// The states, in order, as records (for a checkpoint).
    pub(crate) fn write_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        if let Some(disk) = &self.disk {
            let mut at = 0u64;
            let mut buffer = vec![0u8; 1 << 20];
            while at < disk.len {
                let n = buffer.len().min((disk.len - at) as usize);
                disk.file.read_exact_at(&mut buffer[..n], at)?;
                out.write_all(&buffer[..n])?;
                at += n as u64;
            }
        }
        match self.records.first_chunk() {
            Some(first) => self.records.write_from((first, 0), out),
            None => Ok(()),
        }
    }
}

fn failure(e: std::io::Error, path: &std::path::Path) -> String {
    format!("the states kept for the temporal properties (or TLCExt's Trace) could not be kept on disk: {}: {e}", path.display())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tla_values::Value;

    /// States read back equal to those kept, across chunks, in memory and
    /// moved to disk (from the start, or midway); a chunk's worth of one
    /// state gets a chunk of its own; a checkpoint's copy holds the same
    /// records; the file goes with the states.
    #[test]
    fn kept_states_read_back_equal_in_memory_and_on_disk() {
        let dir = std::env::temp_dir().join(format!("tlars-kept-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let state = |n: i64| -> State { vec![Value::Int(n), Value::set(vec![Value::str("a"), Value::Int(n % 5)])].into_boxed_slice() };
        let big: State = vec![Value::tuple((0..200_000).map(Value::Int).collect())].into_boxed_slice();
        let mut copies = Vec::new();
        for move_at in [None, Some(1), Some(50_000)] {
            let mut kept = KeptStates::new(Some(dir.clone()));
            for n in 0..100_000 {
                if move_at == Some(n) {
                    kept.move_to_disk().unwrap();
                }
                kept.push(&state(n)).unwrap();
            }
            kept.push(&big).unwrap();
            kept.push(&state(7)).unwrap();
            assert_eq!(kept.len(), 100_002);
            assert!(kept.index.last().unwrap().0 >= 2, "more than two chunks");
            if let Some(at) = move_at {
                assert_eq!(kept.records.chunks_held(), 1, "only the chunk being filled stays in memory");
                assert!(kept.index[at as usize].0 > kept.index[at as usize - 1].0, "a new chunk after the move");
                assert!(kept.bytes_on_disk() > 1 << 20);
            }
            assert!((0..100_000).all(|n| kept.get(n as usize).unwrap() == state(n)));
            assert_eq!(kept.get(100_000).unwrap(), big);
            assert_eq!(kept.get(100_001).unwrap(), state(7));
            let mut copy = Vec::new();
            kept.write_to(&mut copy).unwrap();
            copies.push(copy);
        }
        assert!(copies.iter().all(|c| *c == copies[0]), "the same records wherever they were kept");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "the files are removed");
        std::fs::remove_dir(&dir).unwrap();
    }
}
