//! The first-order operators of TLC (tlc2.module.TLC) and TLCExt.

use super::*;

pub(super) static NATIVES: &[Entry] = &[
    ("TLC", ":>", NativeOp { arity: 2, f: make_fcn }),
    ("TLC", "@@", NativeOp { arity: 2, f: combine_fcn }),
    ("TLC", "Permutations", NativeOp { arity: 1, f: permutations }),
    ("TLC", "ToString", NativeOp { arity: 1, f: to_string }),
    ("TLC", "JavaTime", NativeOp { arity: 0, f: java_time }),
    ("TLC", "TLCEval", NativeOp { arity: 1, f: tlc_eval }),
    ("TLCExt", "TLCModelValue", NativeOp { arity: 1, f: tlc_model_value }),
    ("TLCExt", "TLCNoOp", NativeOp { arity: 1, f: tlc_noop }),
    ("TLCExt", "TLCFP", NativeOp { arity: 1, f: tlc_fingerprint }),
    ("TLCExt", "ToTrace", NativeOp { arity: 1, f: to_trace }),
];

/// `ToTrace(CE)`: the states of the counterexample graph CE (a record
/// whose `state` field is a set of `<<number, state>>`), in order.
fn to_trace(args: &[Value]) -> NResult {
    let ce = &args[0];
    let states = ce.record_fields().and_then(|fs| fs.iter().find(|(k, _)| &*k.as_str() == "state")).map(|(_, v)| v.clone());
    let Some(states) = states.filter(|s| s.is_set()) else {
        return Err(one_arg_error("ToTrace", "CounterExample", ce).from_module());
    };
    let mut numbered = Vec::new();
    for e in states.elements()?.iter() {
        match e.as_seq().ok().filter(|t| t.len() == 2) {
            Some(t) => numbered.push((t[0].clone(), t[1].clone())),
            None => return Err(one_arg_error("ToTrace", "CounterExample", ce).from_module()),
        }
    }
    numbered.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(Value::tuple(numbered.into_iter().map(|(_, s)| s).collect()))
}

/// `TLCFP(v)`: v's fingerprint, folded into an integer as TLC folds its
/// 64-bit one (the numbers are tlars' own; equal values have equal ones).
fn tlc_fingerprint(args: &[Value]) -> NResult {
    // (An error met earlier belongs to another value.)
    let _ = crate::value::take_fingerprint_error();
    let fp = args[0].fingerprint();
    if let Some(e) = crate::value::take_fingerprint_error() {
        return Err(e);
    }
    Ok(Value::Int(((fp >> 32) as u32 ^ fp as u32) as i32 as i64))
}

/// `d :> e`.
fn make_fcn(args: &[Value]) -> NResult {
    Ok(Value::function_sorted(vec![(args[0].clone(), args[1].clone())]))
}

/// `f @@ g`: f's value wherever f is defined, g's elsewhere.
fn combine_fcn(args: &[Value]) -> NResult {
    let (f, g) = (&args[0], &args[1]);
    if !f.is_function() {
        return Err(arg_error("first", "@@", "function", f));
    }
    if !g.is_function() {
        return Err(arg_error("second", "@@", "function", g));
    }
    let mut pairs = f.pairs()?;
    for (k, v) in g.pairs()? {
        if let Err(i) = pairs.binary_search_by(|p| p.0.cmp(&k)) {
            pairs.insert(i, (k, v));
        }
    }
    Ok(Value::function_sorted(pairs))
}

/// `Permutations(S)`: every bijection S -> S (`{<<>>}` for `{}`).
fn permutations(args: &[Value]) -> NResult {
    let s = &args[0];
    let elems = enumerable(s).ok_or_else(|| wrong_value("Permutations", "a finite set", s))?;
    let n = elems.len();
    let count: u128 = (1..=n as u128).product();
    if count > 50_000_000 {
        return Err(ValueError::new(format!("attempted to enumerate the {count} permutations of a set of {n} elements")));
    }
    let mut out = Vec::with_capacity(count as usize);
    let mut perm: Vec<usize> = (0..n).collect();
    loop {
        out.push(Value::function_sorted(elems.iter().cloned().zip(perm.iter().map(|&i| elems[i].clone())).collect()));
        // next permutation in lexicographic order
        let Some(i) = (1..n).rev().find(|&i| perm[i - 1] < perm[i]) else {
            break;
        };
        let j = (i..n).rev().find(|&j| perm[j] > perm[i - 1]).unwrap();
        perm.swap(i - 1, j);
        perm[i..].reverse();
    }
    Ok(Value::set(out))
}

/// `ToString(v)`: the value as TLC prints it.
fn to_string(args: &[Value]) -> NResult {
    Ok(Value::str(&args[0].to_string()))
}

/// `JavaTime`: seconds since the epoch, as a non-negative 32-bit integer
/// (TLC clears the sign bit rather than overflow in 2038).
fn java_time(_: &[Value]) -> NResult {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    Ok(Value::Int(((secs as i32) & 0x7FFF_FFFF) as i64))
}

/// `TLCEval(v)`: v, with a lazily represented finite set enumerated (TLC
/// converts the value to an explicit set or function when it can).
fn tlc_eval(args: &[Value]) -> NResult {
    let v = &args[0];
    if let Value::Lazy(_) = v {
        if finite_sets::is_finite(v).unwrap_or(false) {
            if let Ok(set) = v.to_set() {
                return Ok(set);
            }
        }
    }
    Ok(v.clone())
}

/// `TLCModelValue(str)`: the model value named str.
fn tlc_model_value(args: &[Value]) -> NResult {
    match &args[0] {
        Value::Str(s) => Ok(Value::Model(*s)),
        other => Err(one_arg_error("ModelValue", "string", other)),
    }
}

fn tlc_noop(args: &[Value]) -> NResult {
    Ok(args[0].clone())
}
