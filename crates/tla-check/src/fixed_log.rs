//! Records of one fixed size, appended in order and read back in order or
//! one at a time: the entries of the explored states (see `explored`) and
//! the transitions liveness records (see `Transitions`).
//!
//! They are held in chunks of 16 MiB: the chunk being filled is in memory,
//! and with a work folder each full one goes to a file there, so that a run
//! of hundreds of millions of states holds a chunk of them. Both are read
//! back rarely (a trace reads a few records; the behaviour graph is built
//! from one pass over them), so the disk costs a write per chunk.

use crate::frontier::SpillFile;
use std::fs::File;
use std::io::{BufReader, Read};
use std::os::unix::fs::FileExt;
use std::path::PathBuf;

/// A record of `BYTES` bytes, written and read little-endian.
pub(crate) trait FixedRecord: Copy {
    const BYTES: usize;
    fn put(&self, out: &mut [u8]);
    fn get(bytes: &[u8]) -> Self;
}

/// Bytes of records per chunk: a log never holds twice what it needs, as a
/// vector that doubles does, nor copies what it holds to grow.
const CHUNK_BYTES: usize = 16 << 20;

/// The full chunks written to disk: records below `chunks * per_chunk`.
struct Disk {
    file: File,
    path: SpillFile,
    chunks: usize,
}

pub(crate) struct FixedLog<T> {
    /// The chunks in memory: those after the disk's.
    chunks: Vec<Vec<T>>,
    len: usize,
    /// Where full chunks go (None: they stay in memory).
    work_dir: Option<PathBuf>,
    /// The file's name part, and what the records are (for messages).
    name: &'static str,
    what: &'static str,
    disk: Option<Disk>,
}

impl<T: FixedRecord> FixedLog<T> {
    /// Records per chunk.
    pub(crate) const CHUNK: usize = CHUNK_BYTES / T::BYTES;

    /// An empty log of `what` (in messages), its full chunks written to a
    /// file `name`d in `work_dir` if there is one.
    pub(crate) fn new(work_dir: Option<PathBuf>, name: &'static str, what: &'static str) -> FixedLog<T> {
        FixedLog { chunks: Vec::new(), len: 0, work_dir, name, what, disk: None }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn failure(&self, e: std::io::Error, path: &std::path::Path) -> String {
        format!("{} could not be kept on disk: {}: {e}", self.what, path.display())
    }

    /// Appends a record; its index.
    pub(crate) fn push(&mut self, record: T) -> Result<usize, String> {
        let i = self.len;
        if i.is_multiple_of(Self::CHUNK) {
            if i > 0 {
                self.write_full_chunk()?;
            }
            // (The first chunk grows as a vector does: small runs stay small.)
            self.chunks.push(if i == 0 { Vec::new() } else { Vec::with_capacity(Self::CHUNK) });
        }
        let chunk = self.chunks.last_mut().expect("a chunk with room");
        // (The first chunk stops growing at a chunk's size.)
        if chunk.len() == chunk.capacity() && chunk.capacity() * 2 > Self::CHUNK {
            chunk.reserve_exact(Self::CHUNK - chunk.len());
        }
        chunk.push(record);
        self.len += 1;
        Ok(i)
    }

    /// Writes the chunk just filled to the file, if the log has a work
    /// folder.
    fn write_full_chunk(&mut self) -> Result<(), String> {
        let Some(dir) = &self.work_dir else { return Ok(()) };
        if self.disk.is_none() {
            let path = crate::frontier::spill_path(dir, self.name);
            let file = File::options().read(true).write(true).create_new(true).open(&path).map_err(|e| self.failure(e, &path))?;
            self.disk = Some(Disk { file, path: SpillFile(path), chunks: 0 });
        }
        let chunk = self.chunks.pop().expect("the chunk just filled");
        let mut bytes = vec![0u8; chunk.len() * T::BYTES];
        for (r, out) in chunk.iter().zip(bytes.chunks_exact_mut(T::BYTES)) {
            r.put(out);
        }
        let disk = self.disk.as_mut().expect("a file");
        let at = (disk.chunks * Self::CHUNK * T::BYTES) as u64;
        if let Err(e) = disk.file.write_all_at(&bytes, at) {
            let path = disk.path.0.clone();
            return Err(self.failure(e, &path));
        }
        disk.chunks += 1;
        Ok(())
    }

    /// Full chunks on disk.
    pub(crate) fn chunks_on_disk(&self) -> usize {
        self.disk.as_ref().map_or(0, |d| d.chunks)
    }

    /// Chunks in memory.
    #[cfg(test)]
    pub(crate) fn chunks_in_memory(&self) -> usize {
        self.chunks.len()
    }

    /// Makes the log as long as `n` records, to test what happens past
    /// a limit without writing them.
    #[cfg(test)]
    pub(crate) fn pretend_len(&mut self, n: usize) {
        self.len = n;
    }

    pub(crate) fn bytes_on_disk(&self) -> u64 {
        (self.chunks_on_disk() * Self::CHUNK * T::BYTES) as u64
    }

    /// The record at `i`.
    pub(crate) fn get(&self, i: usize) -> Result<T, String> {
        let (chunk, k) = (i / Self::CHUNK, i % Self::CHUNK);
        match &self.disk {
            Some(disk) if chunk < disk.chunks => {
                let mut bytes = vec![0u8; T::BYTES];
                disk.file.read_exact_at(&mut bytes, (i * T::BYTES) as u64).map_err(|e| self.failure(e, &disk.path.0))?;
                Ok(T::get(&bytes))
            }
            _ => Ok(self.chunks[chunk - self.chunks_on_disk()][k]),
        }
    }

    /// The records in order, from disk and then from memory.
    pub(crate) fn for_each(&self, f: &mut dyn FnMut(T) -> std::io::Result<()>) -> std::io::Result<()> {
        if let Some(disk) = &self.disk {
            let mut reader = BufReader::with_capacity(1 << 20, &disk.file);
            std::io::Seek::rewind(&mut reader)?;
            let mut bytes = vec![0u8; T::BYTES];
            for _ in 0..disk.chunks * Self::CHUNK {
                reader.read_exact(&mut bytes)?;
                f(T::get(&bytes))?;
            }
        }
        self.chunks.iter().flatten().try_for_each(|&r| f(r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl FixedRecord for (u32, u64) {
        const BYTES: usize = 12;
        fn put(&self, out: &mut [u8]) {
            out[..4].copy_from_slice(&self.0.to_le_bytes());
            out[4..].copy_from_slice(&self.1.to_le_bytes());
        }
        fn get(b: &[u8]) -> Self {
            (u32::from_le_bytes(b[..4].try_into().unwrap()), u64::from_le_bytes(b[4..12].try_into().unwrap()))
        }
    }

    /// Records past a chunk's end are in the next chunk, in memory or, with
    /// a work folder, on disk (the file is removed with the log), and read
    /// back the same one at a time and in order.
    #[test]
    fn records_read_back_across_chunks_in_memory_and_on_disk() {
        let dir = std::env::temp_dir().join(format!("tlars-fixed-log-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for work_dir in [None, Some(dir.clone())] {
            let mut log: FixedLog<(u32, u64)> = FixedLog::new(work_dir.clone(), "test", "the test records");
            let chunk = FixedLog::<(u32, u64)>::CHUNK;
            let n = 2 * chunk + 3;
            for i in 0..n {
                assert_eq!(log.push((i as u32 % 7, i as u64 * 3)).unwrap(), i);
            }
            assert_eq!(log.chunks_on_disk(), if work_dir.is_some() { 2 } else { 0 });
            assert_eq!(log.chunks_in_memory(), if work_dir.is_some() { 1 } else { 3 }, "only the chunk being filled stays in memory");
            for i in [0, 1, chunk - 1, chunk, 2 * chunk, n - 1] {
                assert_eq!(log.get(i).unwrap(), (i as u32 % 7, i as u64 * 3));
            }
            let mut all = Vec::new();
            log.for_each(&mut |r| {
                all.push(r);
                Ok(())
            })
            .unwrap();
            assert_eq!(all.len(), n);
            assert!(all.iter().enumerate().all(|(i, &r)| r == (i as u32 % 7, i as u64 * 3)));
        }
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "the files are removed");
        std::fs::remove_dir(&dir).unwrap();
    }
}
