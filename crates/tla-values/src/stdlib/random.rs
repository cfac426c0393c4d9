//! Pseudo-random choice: TLC!RandomElement and the Randomization module.
//!
//! TLC draws from `java.util.Random`, reseeded per state; tlars draws from
//! a per-thread SplitMix64 generator with a fixed initial seed, so a run is
//! reproducible (given the same sequence of calls on a thread), and the
//! evaluator may reseed it with [`seed_random`] (e.g. per state). The
//! values drawn differ from TLC's; the distributions and the error
//! behaviour are TLC's.

use super::*;
use crate::split_mix::SplitMix64;
use std::cell::Cell;

pub(super) static NATIVES: &[Entry] = &[
    ("TLC", "RandomElement", NativeOp { arity: 1, f: random_element_op }),
    ("Randomization", "RandomSubset", NativeOp { arity: 2, f: random_subset }),
    ("Randomization", "RandomSetOfSubsets", NativeOp { arity: 3, f: random_set_of_subsets }),
];

const DEFAULT_SEED: u64 = 0x7EA5_EED0_0000_0001;

thread_local! {
    static STATE: Cell<SplitMix64> = const { Cell::new(SplitMix64::new(DEFAULT_SEED)) };
}

/// Reseeds this thread's generator.
pub fn seed_random(seed: u64) {
    STATE.with(|s| s.set(SplitMix64::new(seed)));
}

fn next_u64() -> u64 {
    STATE.with(|s| {
        let mut g = s.get();
        let x = g.next_u64();
        s.set(g);
        x
    })
}

/// A uniform integer in `0..n` (`n > 0`).
fn below(n: u64) -> u64 {
    STATE.with(|s| {
        let mut g = s.get();
        let x = g.below(n);
        s.set(g);
        x
    })
}

/// A uniform double in `[0, 1)`.
fn next_f64() -> f64 {
    (next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

const RANDOM_ELEMENT_SIG: &str = "public static tlc2.value.impl.Value tlc2.module.TLC.RandomElement(tlc2.value.impl.Value)";

/// `RandomElement(S)`: like TLC, a function, record or tuple set is sampled
/// component by component and an interval by arithmetic, without
/// enumerating the set.
pub(crate) fn random_element(s: &Value) -> NResult {
    let not_finite = || wrong_value("RandomElement", "a finite set", s);
    if let Value::Lazy(l) = s {
        match &**l {
            LazySet::FnSet(d, r) => {
                let dom = enumerable(d).ok_or_else(not_finite)?;
                let mut pairs = Vec::with_capacity(dom.len());
                for e in dom.iter() {
                    pairs.push((e.clone(), random_element(r)?));
                }
                return Ok(Value::function_sorted(pairs));
            }
            LazySet::RecordSet(fields) => {
                let mut out = Vec::with_capacity(fields.len());
                for (name, set) in fields {
                    out.push((*name, random_element(set)?));
                }
                return Ok(Value::record(out));
            }
            LazySet::Product(sets) => {
                let mut out = Vec::with_capacity(sets.len());
                for set in sets {
                    out.push(random_element(set)?);
                }
                return Ok(Value::tuple(out));
            }
            LazySet::Interval(a, b) => {
                if b < a {
                    return Err(java_error(RANDOM_ELEMENT_SIG, "bound must be positive"));
                }
                return Ok(Value::Int(a + below((b - a + 1) as u64) as i64));
            }
            LazySet::Subset(base) => {
                let elems = enumerable(base).ok_or_else(not_finite)?;
                return Ok(Value::set_sorted(elems.iter().filter(|_| next_u64() & 1 == 1).cloned().collect()));
            }
            _ => {}
        }
    }
    let elems = enumerable(s).ok_or_else(not_finite)?;
    if elems.is_empty() {
        return Err(java_error(RANDOM_ELEMENT_SIG, "Index 0 out of bounds for length 0"));
    }
    Ok(elems[below(elems.len() as u64) as usize].clone())
}

fn random_element_op(args: &[Value]) -> NResult {
    random_element(&args[0])
}

/// `RandomSubset(k, S)`: `min(k, |S|)` distinct elements of S (none for
/// `k <= 0`).
fn random_subset(args: &[Value]) -> NResult {
    let k = match &args[0] {
        Value::Int(k) => *k,
        other => return Err(arg_error("first", "RandomSubset", "nonnegative integer", other)),
    };
    let s = &args[1];
    // A large set of functions, records or tuples is not enumerated (TLC
    // draws from [S -> T] with 10^9 elements): its elements are drawn one
    // by one until k are distinct.
    if let (Value::Lazy(_), Some(n)) = (s, s.cheap_cardinality().filter(|&n| n > 1 << 16)) {
        if k <= n / 2 {
            // (A value's fingerprint cache is its only interior mutability,
            // and it never changes its order.)
            #[allow(clippy::mutable_key_type)]
            let mut chosen = std::collections::BTreeSet::new();
            while (chosen.len() as i64) < k.max(0) {
                chosen.insert(random_element(s)?);
            }
            return Ok(Value::set_sorted(chosen.into_iter().collect()));
        }
    }
    let elems = enumerable(s).ok_or_else(|| arg_error("second", "RandomSubset", "a finite set", s))?;
    let n = elems.len();
    let k = (k.max(0) as usize).min(n);
    let mut idx: Vec<usize> = (0..n).collect();
    for i in 0..k {
        let j = i + below((n - i) as u64) as usize;
        idx.swap(i, j);
    }
    let mut chosen: Vec<usize> = idx[..k].to_vec();
    chosen.sort_unstable();
    Ok(Value::set_sorted(chosen.into_iter().map(|i| elems[i].clone()).collect()))
}

/// `RandomSetOfSubsets(k, n, S)`: k subsets of S drawn by tossing, for each
/// element, a coin that shows "in" with probability `n / Cardinality(S)`;
/// duplicates collapse.
fn random_set_of_subsets(args: &[Value]) -> NResult {
    const OP: &str = "RandomSetOfSubsets";
    let picks = match &args[0] {
        Value::Int(k) if *k >= 0 => *k,
        other => return Err(arg_error("first", OP, "nonnegative integer", other)),
    };
    let n = match &args[1] {
        Value::Int(n) if *n >= 0 => *n,
        other => return Err(arg_error("second", OP, "nonnegative integer", other)),
    };
    let s = &args[2];
    let elems = enumerable(s).ok_or_else(|| arg_error("third", OP, "finite set", s))?;
    let size = elems.len() as i64;
    if size < 31 && picks > (1i64 << size) {
        return Err(arg_error("first", OP, &format!("nonnegative integer that is smaller than the subset's size of 2^{size}"), &Value::Int(picks)));
    }
    if size < n {
        return Err(arg_error("second", OP, "nonnegative integer in range 0..Cardinality(S)", &args[1]));
    }
    // 0 / 0 is NaN in TLC: no coin ever shows "in".
    let p = if size == 0 { f64::NAN } else { n as f64 / size as f64 };
    let mut out = Vec::with_capacity(picks as usize);
    for _ in 0..picks {
        out.push(Value::set_sorted(elems.iter().filter(|_| next_f64() < p).cloned().collect()));
    }
    Ok(Value::set(out))
}
