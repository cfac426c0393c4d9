//! Claims on the fingerprints a window of the search finds new: which
//! successor, in queue order, is the first with each fingerprint.
//!
//! Workers expand the chunks of a level out of order; each successor the
//! seen-set does not hold claims its fingerprint with its key, its place
//! in queue order, and a smaller key takes the claim over. A claim only
//! ever goes down, so a successor that fails to claim is a duplicate of
//! one before it, and the one that holds the claim once every chunk before
//! it is expanded is the first: the state one worker would have found new.
//! The commit, in queue order, takes each claim (`commit`): a key of 0
//! marks the fingerprint committed, so that a later successor, or one of
//! the same key, is a duplicate at once.
//!
//! The table is split in shards by fingerprint, each behind its own lock,
//! so that workers claiming different fingerprints rarely wait on each
//! other (a shard is held for one hash-table probe).

use crate::FpHasher;
use std::collections::HashMap;
use std::sync::Mutex;

type Table = HashMap<u64, u64, std::hash::BuildHasherDefault<FpHasher>>;

/// A shard on a cache line of its own (two workers locking neighbouring
/// shards do not write the same line).
#[repr(align(128))]
struct Shard(Mutex<Table>);

/// Shards per worker: enough that two workers rarely want the same lock.
const SHARDS_PER_WORKER: usize = 64;

/// The key of a committed fingerprint.
const COMMITTED: u64 = 0;

pub(crate) struct Claims {
    shards: Vec<Shard>,
}

impl Claims {
    pub(crate) fn new(workers: usize) -> Claims {
        Claims { shards: (0..SHARDS_PER_WORKER * workers.max(1)).map(|_| Shard(Mutex::new(Table::default()))).collect() }
    }

    fn shard(&self, fp: u64) -> std::sync::MutexGuard<'_, Table> {
        // (From bits the table's own hashing does not start from.)
        let i = ((fp >> 40) as usize) % self.shards.len();
        self.shards[i].0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Claims `fp` for the successor `key` (never 0): whether it holds the
    /// claim now. It does not when a successor before it, or a committed
    /// one, holds it: it is then a duplicate.
    pub(crate) fn claim(&self, fp: u64, key: u64) -> bool {
        debug_assert_ne!(key, COMMITTED);
        let mut table = self.shard(fp);
        match table.get_mut(&fp) {
            None => {
                table.insert(fp, key);
                true
            }
            Some(held) if *held != COMMITTED && key < *held => {
                *held = key;
                true
            }
            Some(_) => false,
        }
    }

    /// Whether the successor `key` holds the claim on `fp`, once every
    /// successor before it has claimed: it is new. The claim is then
    /// committed.
    pub(crate) fn commit(&self, fp: u64, key: u64) -> bool {
        let mut table = self.shard(fp);
        match table.get_mut(&fp) {
            Some(held) if *held == key => {
                *held = COMMITTED;
                true
            }
            _ => false,
        }
    }

    /// Forgets every claim (between windows, once the committed
    /// fingerprints are in the seen-set).
    pub(crate) fn clear(&mut self) {
        for shard in &mut self.shards {
            shard.0.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner()).clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever order the claims come in, the first key holds it, and it
    /// alone commits.
    #[test]
    fn the_smallest_key_holds_the_claim() {
        let claims = Claims::new(2);
        let fp = 0xDEAD_BEEF_0123_4567;
        assert!(claims.claim(fp, 9));
        assert!(claims.claim(fp, 4));
        assert!(!claims.claim(fp, 7));
        assert!(!claims.commit(fp, 9));
        assert!(claims.commit(fp, 4));
        // Committed: no key claims it again, not even a smaller one.
        assert!(!claims.claim(fp, 1));
        assert!(!claims.commit(fp, 4));
        // Another fingerprint is independent.
        assert!(claims.claim(fp + 1, 7));
        assert!(claims.commit(fp + 1, 7));
    }

    /// Claims from several threads at once leave the smallest key.
    #[test]
    fn concurrent_claims_leave_the_smallest() {
        let claims = Claims::new(4);
        let fps: Vec<u64> = (0..2000u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15)).collect();
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let (claims, fps) = (&claims, &fps);
                s.spawn(move || {
                    for (i, &fp) in fps.iter().enumerate() {
                        // Keys 1..=4, in a different order on each thread.
                        claims.claim(fp, 1 + (t + i as u64) % 4);
                    }
                });
            }
        });
        assert!(fps.iter().all(|&fp| claims.commit(fp, 1)));
    }
}
