//! Whether TLA+ values should share structure: EXCEPT on big sequences and
//! functions with tlars' representation (a vector copied on each EXCEPT)
//! against imbl's persistent vector and ordered map (which copy a path of
//! small nodes), with the other operations a state's value undergoes in a
//! search: application, a full traversal (fingerprinting, comparison) and
//! dropping. Prints nanoseconds per operation; the architecture doc quotes
//! the result.

use imbl::{OrdMap, Vector};
use std::hint::black_box;
use std::time::Instant;
use tla_values::Value;

/// Nanoseconds per call of `f`, over enough calls to take about 100 ms.
fn per_op(mut f: impl FnMut(usize)) -> f64 {
    let mut n = 1usize;
    loop {
        let t = Instant::now();
        for i in 0..n {
            f(i);
        }
        let e = t.elapsed();
        if e.as_millis() >= 100 {
            return e.as_nanos() as f64 / n as f64;
        }
        n *= 2;
    }
}

/// The elements: integers, or pairs (an element that is itself shared, as
/// the records and tuples of real specs are).
fn element(i: usize, compound: bool) -> Value {
    if compound {
        Value::tuple(vec![Value::Int(i as i64), Value::Int(-(i as i64))])
    } else {
        Value::Int(i as i64)
    }
}

fn main() {
    println!(
        "{:>7} {:>9} | {:>10} {:>10} {:>10} | {:>10} {:>10} {:>10} | {:>10} {:>10} {:>10} | {:>8} {:>8}",
        "n", "elements", "vec EXCEPT", "imbl vec", "imbl map", "vec f[i]", "imbl vec", "imbl map", "vec walk", "imbl vec", "imbl map", "vec drop", "imbl vec"
    );
    for compound in [false, true] {
        for n in [10usize, 100, 1_000, 10_000, 100_000] {
            let elems: Vec<Value> = (0..n).map(|i| element(i, compound)).collect();
            let vec_base = elems.clone();
            let imbl_base: Vector<Value> = elems.iter().cloned().collect();
            let map_base: OrdMap<i64, Value> = elems.iter().cloned().enumerate().map(|(i, v)| (i as i64, v)).collect();
            let new = element(n + 1, compound);
            // EXCEPT: a new value from the base with one element changed,
            // kept (as a successor state keeps it) and then dropped.
            let vec_except = per_op(|i| {
                let mut v = vec_base.clone();
                v[i % n] = new.clone();
                black_box(&v);
            });
            let imbl_except = per_op(|i| {
                let v = imbl_base.update(i % n, new.clone());
                black_box(&v);
            });
            let map_except = per_op(|i| {
                let v = map_base.update((i % n) as i64, new.clone());
                black_box(&v);
            });
            let vec_apply = per_op(|i| _ = black_box(vec_base[(i * 7919) % n].clone()));
            let imbl_apply = per_op(|i| _ = black_box(imbl_base[(i * 7919) % n].clone()));
            let map_apply = per_op(|i| _ = black_box(map_base.get(&(((i * 7919) % n) as i64)).cloned()));
            let vec_walk = per_op(|_| _ = black_box(vec_base.iter().map(|v| v.fingerprint()).fold(0u64, u64::wrapping_add)));
            let imbl_walk = per_op(|_| _ = black_box(imbl_base.iter().map(|v| v.fingerprint()).fold(0u64, u64::wrapping_add)));
            let map_walk = per_op(|_| _ = black_box(map_base.values().map(|v| v.fingerprint()).fold(0u64, u64::wrapping_add)));
            // Building and dropping a copy: what a state's value costs to free.
            let vec_drop = per_op(|_| drop(black_box(vec_base.clone())));
            let imbl_drop = per_op(|i| drop(black_box(imbl_base.update(i % n, new.clone()))));
            println!(
                "{n:>7} {:>9} | {vec_except:>10.0} {imbl_except:>10.0} {map_except:>10.0} | {vec_apply:>10.1} {imbl_apply:>10.1} {map_apply:>10.1} | {vec_walk:>10.0} {imbl_walk:>10.0} {map_walk:>10.0} | {vec_drop:>8.0} {imbl_drop:>8.0}",
                if compound { "pairs" } else { "integers" }
            );
        }
    }
}
