//! The SYMMETRY group.

use std::collections::{HashMap, HashSet};
use tla_values::Str;

/// A permutation of model values (those it does not mention are fixed).
pub type Permutation = HashMap<Str, Str>;

/// The group the given permutations generate (without the identity), as
/// TLC uses it: a state is identified with all its images under
/// compositions of the SYMMETRY permutations.
pub fn permutation_group(gens: Vec<Permutation>) -> Vec<Permutation> {
    fn key(p: &Permutation) -> Vec<(Str, Str)> {
        let mut v: Vec<(Str, Str)> = p.iter().filter(|(a, b)| a != b).map(|(a, b)| (*a, *b)).collect();
        v.sort();
        v
    }
    let compose = |p: &Permutation, q: &Permutation| -> Permutation {
        let mut r = HashMap::new();
        for k in p.keys().chain(q.keys()) {
            let once = *q.get(k).unwrap_or(k);
            r.insert(*k, *p.get(&once).unwrap_or(&once));
        }
        r
    };
    let mut seen: HashSet<Vec<(Str, Str)>> = HashSet::new();
    let mut group: Vec<Permutation> = Vec::new();
    let mut frontier: Vec<Permutation> = Vec::new();
    for g in &gens {
        if seen.insert(key(g)) {
            group.push(g.clone());
            frontier.push(g.clone());
        }
    }
    while let Some(p) = frontier.pop() {
        for g in &gens {
            let r = compose(&p, g);
            let k = key(&r);
            if k.is_empty() || !seen.insert(k) {
                continue;
            }
            group.push(r.clone());
            frontier.push(r);
        }
    }
    group.retain(|p| !key(p).is_empty());
    group
}

#[cfg(test)]
mod tests {
    use super::*;

    fn perm(pairs: &[(&str, &str)]) -> Permutation {
        pairs.iter().map(|(a, b)| (Str::new(a), Str::new(b))).collect()
    }

    #[test]
    fn two_transpositions_generate_the_symmetric_group_of_three() {
        let group = permutation_group(vec![perm(&[("a", "b"), ("b", "a")]), perm(&[("b", "c"), ("c", "b")])]);
        // 3! permutations less the identity.
        assert_eq!(group.len(), 5);
    }

    #[test]
    fn the_identity_and_repeated_generators_add_nothing() {
        let swap = perm(&[("a", "b"), ("b", "a")]);
        let group = permutation_group(vec![swap.clone(), perm(&[("a", "a")]), swap]);
        assert_eq!(group.len(), 1);
    }
}
