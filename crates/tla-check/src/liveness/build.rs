//! The behaviour graph, built from what the search recorded: the states'
//! fingerprints by position (see `explored`) and the transitions (source
//! position, target fingerprint; see `Transitions`), both read in order
//! from memory or disk.
//!
//! The graph is two arrays of integers (4 bytes a state, 4 an edge): the
//! transitions are counted by source in a first pass over them and put in
//! place in a second, so that they are never all held as pairs, and a
//! target is found by its fingerprint in a sorted array (16 bytes a state,
//! only while the graph is built) rather than a hash table of twice that.

use super::search::Graph;
use crate::State;

/// The positions of the states, by fingerprint.
pub struct Positions {
    /// (fingerprint, position), sorted.
    pairs: Vec<(u64, u32)>,
}

impl Positions {
    /// From (fingerprint, position) pairs.
    pub fn new(mut pairs: Vec<(u64, u32)>) -> Positions {
        pairs.sort_unstable();
        Positions { pairs }
    }

    /// The position of the state with fingerprint `fp`. (Fingerprints are
    /// spread evenly over 64 bits: the search starts where `fp` would be
    /// if they were exactly so, and widens from there.)
    pub fn of(&self, fp: u64) -> Option<u32> {
        let n = self.pairs.len();
        if n == 0 {
            return None;
        }
        let guess = ((fp as u128 * n as u128) >> 64) as usize;
        let (mut lo, mut hi) = (guess, guess + 1);
        let mut step = 1;
        while lo > 0 && self.pairs[lo].0 > fp {
            lo = lo.saturating_sub(step);
            step *= 2;
        }
        step = 1;
        while hi < n && self.pairs[hi - 1].0 < fp {
            hi = (hi + step).min(n);
            step *= 2;
        }
        let i = lo + self.pairs[lo..hi].partition_point(|&(x, _)| x < fp);
        (i < n && self.pairs[i].0 == fp).then(|| self.pairs[i].1)
    }
}

/// A transition as the builder is given it: source, target (positions)
/// and, under SYMMETRY, the successor the action gave when it is not the
/// target's state itself.
pub type Edge = (u32, u32, Option<State>);

/// Builds the graph of `n` states, `initial` ones first marked, from the
/// transitions `replay` gives (it is called twice, and must give the same
/// ones in the same order). Every state gets its stuttering step; a
/// state's steps are ordered: to itself, then by target; duplicates are
/// merged (steps to one target with different successors are not
/// duplicates).
pub fn graph(n: usize, initial: Vec<u32>, replay: &mut dyn FnMut(&mut dyn FnMut(Edge)) -> Result<(), String>) -> Result<Graph, String> {
    let too_many = || format!("the behaviour graph has more than {} steps, more than tlars can number", u32::MAX);
    // Counts by source, then where each state's steps start.
    let mut offsets = vec![1u32; n + 1];
    offsets[0] = 0;
    let mut overflow = false;
    replay(&mut |(from, _, _)| {
        let count = &mut offsets[from as usize + 1];
        *count = count.checked_add(1).unwrap_or_else(|| {
            overflow = true;
            *count
        });
    })?;
    for i in 0..n {
        offsets[i + 1] = offsets[i + 1].checked_add(offsets[i]).unwrap_or_else(|| {
            overflow = true;
            u32::MAX
        });
    }
    if overflow {
        return Err(too_many());
    }
    // Steps in place, in the order given; each state's stuttering step after
    // its others (so that a sort that keeps the order of equal steps puts
    // it where merging the recorded transitions had it).
    let mut targets = vec![0u32; offsets[n] as usize];
    let mut next: Vec<u32> = offsets[..n].to_vec();
    let mut pending: std::collections::HashMap<u32, State> = std::collections::HashMap::new();
    replay(&mut |(from, to, successor)| {
        let slot = next[from as usize];
        next[from as usize] += 1;
        targets[slot as usize] = to;
        if let Some(s) = successor {
            pending.insert(slot, s);
        }
    })?;
    drop(next);
    for s in 0..n {
        targets[offsets[s + 1] as usize - 1] = s as u32;
    }
    // Each state's steps ordered and merged, moved down over those merged
    // before.
    let mut successors = std::collections::HashMap::new();
    let mut written = 0usize;
    for s in 0..n {
        let (start, end) = (offsets[s] as usize, offsets[s + 1] as usize);
        offsets[s] = written as u32;
        let own = |t: u32| (t != s as u32, t);
        if pending.is_empty() {
            targets[start..end].sort_unstable_by_key(|&t| own(t));
            let mut last = None;
            for k in start..end {
                let t = targets[k];
                if last != Some(t) {
                    targets[written] = t;
                    written += 1;
                    last = Some(t);
                }
            }
        } else {
            let mut steps: Vec<(u32, Option<State>)> = (start..end).map(|k| (targets[k], pending.remove(&(k as u32)))).collect();
            steps.sort_by_key(|(t, _)| own(*t));
            steps.dedup();
            for (t, successor) in steps {
                targets[written] = t;
                if let Some(successor) = successor {
                    successors.insert(written as u32, successor);
                }
                written += 1;
            }
        }
    }
    offsets[n] = written as u32;
    targets.truncate(written);
    targets.shrink_to_fit();
    Ok(Graph { offsets, targets, successors, initial })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fingerprint is found at its position, wherever it falls in
    /// the sorted array (evenly spread or not), and one not recorded is
    /// not found.
    #[test]
    fn positions_are_found_by_fingerprint() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let spread: Vec<u64> = (0..100_000).map(|_| random()).collect();
        let clustered: Vec<u64> = (0..1000u64).map(|i| i * 3).chain((0..1000u64).map(|i| u64::MAX - i * 5)).collect();
        for fps in [spread, clustered, vec![42], vec![]] {
            let positions = Positions::new(fps.iter().enumerate().map(|(i, &fp)| (fp, i as u32)).collect());
            assert!(fps.iter().enumerate().all(|(i, &fp)| positions.of(fp) == Some(i as u32)));
            for absent in [1u64, 4, u64::MAX - 1, 1 << 63] {
                if !fps.contains(&absent) {
                    assert_eq!(positions.of(absent), None, "{absent}");
                }
            }
        }
    }

    /// Steps are ordered (to itself first, then by target) and merged, and
    /// every state stutters, whatever order the transitions came in.
    #[test]
    fn steps_are_ordered_merged_and_stutter() {
        let transitions: Vec<(u32, u32)> = vec![(2, 0), (0, 2), (0, 1), (2, 2), (0, 2), (1, 0), (2, 0)];
        let g = graph(3, vec![0], &mut |f| {
            transitions.iter().for_each(|&(a, b)| f((a, b, None)));
            Ok(())
        })
        .unwrap();
        let steps = |s: usize| g.edges(s).map(|e| g.targets[e]).collect::<Vec<_>>();
        assert_eq!(steps(0), vec![0, 1, 2]);
        assert_eq!(steps(1), vec![1, 0]);
        assert_eq!(steps(2), vec![2, 0]);
        assert!(g.successors.is_empty());
        assert_eq!(g.source(3), 1);
    }
}
