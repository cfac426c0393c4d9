//! The seen-set: the fingerprints of the states found.
//!
//! It is split into shards by fingerprint, one per worker, so that the
//! workers admit a batch's successors together: each takes the successors
//! whose fingerprints fall in its shard, in queue order. Which successor of
//! the batch is the first with a given fingerprint, the only thing the
//! merge asks, is decided within one shard, so the answer is the one a
//! single set gives, at any number of workers. Nothing is locked: a shard
//! is written by one worker at a time, and the expansion only reads.
//!
//! When the fingerprints outgrow the memory budget, each shard moves them
//! to a sorted file (see `seen_disk`) and goes on in memory with the new
//! ones; a fingerprint is then looked for in memory, then on disk. A disk
//! that fails is remembered (`failure`), the search stops at the batch.

use crate::search::Workers;
use crate::seen_disk::DiskFps;
use crate::FpSet;
use std::path::Path;
use std::sync::OnceLock;

/// How many fingerprints a merge must have before the workers insert
/// them, a shard each.
const PARALLEL_INSERTS: usize = 4096;

/// The shard of a fingerprint among `n`: from its upper half, as the hash
/// table within a shard indexes with the lower bits (and would leave
/// buckets empty if all of one shard shared them).
fn shard_of(fp: u64, n: usize) -> usize {
    ((fp >> 32) as usize) % n
}

/// A worker's shard, itself split in tables by fingerprint: a table that
/// grows holds its old buckets and new ones at once, and the seen-set is
/// the largest thing a run holds, so each table is a small part of it.
#[derive(Default)]
struct Shard {
    tables: Vec<FpSet>,
    /// The fingerprints moved to disk.
    disk: Option<DiskFps>,
    /// The first error met reading them.
    failure: OnceLock<String>,
}

/// Tables per shard.
const TABLES: usize = 64;

impl Shard {
    fn table(fp: u64) -> usize {
        // (Bits neither the shard nor a table's buckets and tags use.)
        ((fp >> 40) as usize) % TABLES
    }

    fn contains(&self, fp: &u64) -> bool {
        self.tables.get(Shard::table(*fp)).is_some_and(|t| t.contains(fp)) || self.on_disk(*fp)
    }

    /// Whether `fp` was moved to disk (a failure to read is remembered,
    /// and says no).
    fn on_disk(&self, fp: u64) -> bool {
        match self.disk.as_ref().map(|d| d.contains(fp)) {
            None => false,
            Some(Ok(found)) => found,
            Some(Err(e)) => {
                let _ = self.failure.set(format!("the fingerprints kept on disk could not be read: {e}"));
                false
            }
        }
    }

    fn insert(&mut self, fp: u64) -> bool {
        if self.tables.is_empty() {
            self.tables = (0..TABLES).map(|_| FpSet::default()).collect();
        }
        let table = Shard::table(fp);
        // (One look-up in memory when nothing is on disk.)
        if self.disk.is_some() && (self.tables[table].contains(&fp) || self.on_disk(fp)) {
            return false;
        }
        self.tables[table].insert(fp)
    }

    /// Moves the fingerprints in memory to the file in `dir`.
    fn move_to_disk(&mut self, dir: &Path) -> std::io::Result<()> {
        let mut fps: Vec<u64> = Vec::with_capacity(self.tables.iter().map(|t| t.len()).sum());
        for table in std::mem::take(&mut self.tables) {
            fps.extend(table);
        }
        if fps.is_empty() {
            return Ok(());
        }
        fps.sort_unstable();
        self.disk = Some(DiskFps::merge(dir, self.disk.as_ref(), &fps)?);
        Ok(())
    }

    /// Removes `fp` if it is in memory (where those of the batch being
    /// merged are: fingerprints move to disk between batches).
    fn remove(&mut self, fp: &u64) -> bool {
        let t = Shard::table(*fp);
        self.tables.get_mut(t).is_some_and(|t| t.remove(fp))
    }

    /// Bytes its tables hold: a fingerprint and a control byte per bucket,
    /// a table's buckets a power of two at least 8/7 of its capacity.
    fn bytes(&self) -> u64 {
        self.tables.iter().map(|t| if t.capacity() == 0 { 0 } else { ((t.capacity() * 8 / 7).next_power_of_two() * 9) as u64 }).sum()
    }
}

pub(crate) struct Seen {
    shards: Vec<Shard>,
    len: usize,
}

impl Seen {
    pub(crate) fn new(shards: usize) -> Seen {
        Seen { shards: (0..shards.max(1)).map(|_| Shard::default()).collect(), len: 0 }
    }

    /// The memory the fingerprints take.
    pub(crate) fn bytes(&self) -> u64 {
        self.shards.iter().map(Shard::bytes).sum()
    }

    /// The smallest distance between two fingerprints (TLC's estimate of
    /// a collision "based on the actual fingerprints" is its inverse), when
    /// they are all in memory and there are at least two.
    pub(crate) fn min_distance(&self) -> Option<u64> {
        if self.shards.iter().any(|s| s.disk.is_some()) {
            return None;
        }
        let mut fps: Vec<u64> = self.shards.iter().flat_map(|s| s.tables.iter().flat_map(|t| t.iter().copied())).collect();
        fps.sort_unstable();
        fps.windows(2).map(|w| w[1] - w[0]).min()
    }

    /// How many fingerprints are on disk.
    pub(crate) fn fingerprints_on_disk(&self) -> u64 {
        self.shards.iter().filter_map(|s| s.disk.as_ref()).map(DiskFps::len).sum()
    }

    /// Moves the fingerprints in memory to disk, in `dir`, a shard per
    /// worker.
    pub(crate) fn move_to_disk(&mut self, dir: &Path, workers: &Workers) -> Result<(), String> {
        let results = workers.map_mut(&mut self.shards, |_, shard| shard.move_to_disk(dir));
        results.into_iter().collect::<std::io::Result<Vec<()>>>().map(|_| ()).map_err(|e| format!("the fingerprints could not be kept on disk: {e}"))
    }

    /// The first failure to read the fingerprints on disk, if any: the
    /// answers given since are not to be believed.
    pub(crate) fn failure(&self) -> Option<String> {
        self.shards.iter().find_map(|s| s.failure.get().cloned())
    }

    fn shard(&self, fp: u64) -> usize {
        shard_of(fp, self.shards.len())
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn contains(&self, fp: &u64) -> bool {
        self.shards[self.shard(*fp)].contains(fp)
    }

    /// Adds `fp`; whether it was new.
    pub(crate) fn insert(&mut self, fp: u64) -> bool {
        let shard = self.shard(fp);
        let new = self.shards[shard].insert(fp);
        self.len += new as usize;
        new
    }

    pub(crate) fn remove(&mut self, fp: &u64) {
        let shard = self.shard(*fp);
        if self.shards[shard].remove(fp) {
            self.len -= 1;
        }
    }

    /// Adds the fingerprints given, in order, on the workers (a shard
    /// each): for each, whether it was new (None, a state outside the
    /// model, is never seen: true).
    pub(crate) fn insert_all(&mut self, fps: &[Option<u64>], workers: &Workers) -> Vec<bool> {
        // Handing a few hundred insertions to the workers costs more than
        // making them here.
        if fps.len() < PARALLEL_INSERTS {
            return fps.iter().map(|fp| fp.is_none_or(|fp| self.insert(fp))).collect();
        }
        let n = self.shards.len();
        let new_by_shard: Vec<Vec<usize>> = workers.map_mut(&mut self.shards, |s, set| {
            fps.iter().enumerate().filter_map(|(i, fp)| fp.filter(|&fp| shard_of(fp, n) == s && set.insert(fp)).map(|_| i)).collect()
        });
        let mut new: Vec<bool> = fps.iter().map(Option::is_none).collect();
        for i in new_by_shard.into_iter().flatten() {
            new[i] = true;
            self.len += 1;
        }
        new
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The workers' insertion, shard by shard, says the same as one set
    /// taking the fingerprints in order: the first of equal ones is new.
    #[test]
    fn parallel_insertion_finds_the_first_of_equal_fingerprints() {
        let ev = tla_eval::Evaluator::new(&[], &[]);
        let workers = Workers::new(&ev, 3);
        assert!(matches!(workers, Workers::Pool { .. }));
        // Repeats (some across the shards' boundaries), and states outside
        // the model, more than the threshold for the parallel path.
        let fps: Vec<Option<u64>> =
            (0..3 * PARALLEL_INSERTS as u64).map(|i| if i % 7 == 0 { None } else { Some((i % 1000).wrapping_mul(0x9E37_79B9_7F4A_7C15)) }).collect();
        let mut sharded = Seen::new(3);
        sharded.insert(fps[1].unwrap());
        let new = sharded.insert_all(&fps, &workers);
        let mut single = std::collections::HashSet::new();
        single.insert(fps[1].unwrap());
        let expected: Vec<bool> = fps.iter().map(|fp| fp.is_none_or(|fp| single.insert(fp))).collect();
        assert_eq!(new, expected);
        assert_eq!(sharded.len(), single.len());
        assert!(new.iter().filter(|&&b| b).count() > 1000 / 2);
    }
}
