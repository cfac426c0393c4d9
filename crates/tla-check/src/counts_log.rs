//! The counts after each explored state, as one worker has them once it
//! has explored it: TLC checks temporal properties while it searches, and
//! when a finite behaviour violates one (or a label fails to evaluate) it
//! reports the counts it had then, which liveness, checked after the
//! search, reads back here. 32 bytes a state, in a `FixedLog`: on disk
//! past a chunk.

use crate::fixed_log::{FixedLog, FixedRecord};
use crate::Stats;
use std::path::PathBuf;

#[derive(Clone, Copy)]
struct Counted {
    generated: u64,
    distinct: u64,
    left_on_queue: u64,
    depth: u64,
}

impl FixedRecord for Counted {
    const BYTES: usize = 32;

    fn put(&self, b: &mut [u8]) {
        for (i, v) in [self.generated, self.distinct, self.left_on_queue, self.depth].into_iter().enumerate() {
            b[8 * i..8 * i + 8].copy_from_slice(&v.to_le_bytes());
        }
    }

    fn get(b: &[u8]) -> Counted {
        let word = |i: usize| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().expect("8 bytes"));
        Counted { generated: word(0), distinct: word(1), left_on_queue: word(2), depth: word(3) }
    }
}

pub struct ExploredCounts {
    log: FixedLog<Counted>,
    /// The initial states, counted before the search: the same in all.
    initial: u64,
}

impl ExploredCounts {
    /// None yet, full chunks written to `work_dir` if given.
    pub(crate) fn new(work_dir: Option<PathBuf>) -> ExploredCounts {
        ExploredCounts { log: FixedLog::new(work_dir, "counts", "the counts after each explored state"), initial: 0 }
    }

    /// None, kept in memory.
    pub fn empty() -> ExploredCounts {
        ExploredCounts::new(None)
    }

    pub fn len(&self) -> usize {
        self.log.len()
    }

    pub fn is_empty(&self) -> bool {
        self.log.len() == 0
    }

    /// The counts after the state explored `at`-th, or why they could not
    /// be read back from disk.
    pub fn get(&self, at: usize) -> Result<Stats, String> {
        let c = self.log.get(at)?;
        Ok(Stats { initial: self.initial, generated: c.generated, distinct: c.distinct, left_on_queue: c.left_on_queue, depth: c.depth })
    }

    pub(crate) fn bytes_on_disk(&self) -> u64 {
        self.log.bytes_on_disk()
    }

    pub(crate) fn push(&mut self, s: &Stats) -> Result<(), String> {
        self.initial = s.initial;
        self.log.push(Counted { generated: s.generated, distinct: s.distinct, left_on_queue: s.left_on_queue, depth: s.depth })?;
        Ok(())
    }

    /// The counts in order (for a checkpoint).
    pub(crate) fn for_each(&self, f: &mut dyn FnMut(Stats) -> std::io::Result<()>) -> std::io::Result<()> {
        let initial = self.initial;
        self.log.for_each(&mut |c| f(Stats { initial, generated: c.generated, distinct: c.distinct, left_on_queue: c.left_on_queue, depth: c.depth }))
    }
}
