//! Bags (TLC's tlc2.module.Bags; SubBag, which TLC does not override, by
//! its TLA+ definition). Counts are Java ints: TLC adds and subtracts them
//! without overflow checks, so they wrap.

use super::*;

pub(super) static NATIVES: &[Entry] = &[
    ("Bags", "EmptyBag", NativeOp { arity: 0, f: empty_bag }),
    ("Bags", "IsABag", NativeOp { arity: 1, f: is_a_bag }),
    ("Bags", "BagToSet", NativeOp { arity: 1, f: bag_to_set }),
    ("Bags", "SetToBag", NativeOp { arity: 1, f: set_to_bag }),
    ("Bags", "BagIn", NativeOp { arity: 2, f: bag_in }),
    ("Bags", "CopiesIn", NativeOp { arity: 2, f: copies_in }),
    ("Bags", "\\oplus", NativeOp { arity: 2, f: bag_cup }),
    ("Bags", "\\ominus", NativeOp { arity: 2, f: bag_diff }),
    ("Bags", "BagUnion", NativeOp { arity: 1, f: bag_union }),
    ("Bags", "\\sqsubseteq", NativeOp { arity: 2, f: sq_subseteq }),
    ("Bags", "SubBag", NativeOp { arity: 1, f: sub_bag }),
    ("Bags", "BagCardinality", NativeOp { arity: 1, f: bag_cardinality }),
];

fn sig(method: &str, ret: &str, params: usize) -> String {
    let p = vec!["tlc2.value.impl.Value"; params].join(",");
    format!("public static {ret} tlc2.module.Bags.{method}({p})")
}

/// The message of the NullPointerException TLC's Bags methods raise when
/// an argument is not a function (`toFcnRcd()` returned null).
fn npe(method: &str, ret: &str, params: usize, what: &str) -> ValueError {
    java_null_pointer(&sig(method, ret, params), what)
}

/// A Java cast of a bag count to `IntValue` inside `method`.
fn count(v: &Value, method: &str, ret: &str, params: usize) -> Result<i32, ValueError> {
    match v {
        Value::Int(i) => Ok(*i as i32),
        other => Err(java_error(
            &sig(method, ret, params),
            &format!(
                "class tlc2.value.impl.{0} cannot be cast to class tlc2.value.impl.IntValue (tlc2.value.impl.{0} and tlc2.value.impl.IntValue are in unnamed module of loader 'app')",
                java_class(other)
            ),
        )),
    }
}

fn empty_bag(_: &[Value]) -> NResult {
    Ok(Value::tuple(Vec::new()))
}

fn is_bag(b: &Value) -> bool {
    b.is_function() && b.pairs().map(|ps| ps.iter().all(|(_, c)| matches!(c, Value::Int(i) if *i > 0))).unwrap_or(false)
}

/// `IsABag(B)`: FALSE (not an error) for a non-function.
fn is_a_bag(args: &[Value]) -> NResult {
    bool_val(is_bag(&args[0]))
}

fn bag_to_set(args: &[Value]) -> NResult {
    let b = &args[0];
    if !b.is_function() {
        return Err(wrong_value("BagToSet", "a function with a finite domain", b));
    }
    b.domain()
}

/// `SetToBag(S)`; TLC's error for a non-set names BagToSet.
fn set_to_bag(args: &[Value]) -> NResult {
    let s = &args[0];
    let elems = enumerable(s).ok_or_else(|| wrong_value("BagToSet", "a function with a finite domain", s))?;
    Ok(Value::function_sorted(elems.iter().map(|e| (e.clone(), Value::Int(1))).collect()))
}

/// The count of `e` in `b`, if `e` is in its domain.
fn lookup_count(e: &Value, b: &Value) -> Option<Value> {
    if b.domain().and_then(|d| d.contains(e)).unwrap_or(false) {
        b.apply(e).ok()
    } else {
        None
    }
}

fn bag_in(args: &[Value]) -> NResult {
    let (e, b) = (&args[0], &args[1]);
    if !b.is_function() {
        return Err(npe("BagIn", "tlc2.value.IBoolValue", 2, "Cannot read field \"values\" because \"fcn\" is null"));
    }
    match lookup_count(e, b) {
        Some(Value::Int(n)) => bool_val(n > 0),
        Some(_) => Err(arg_error("second", "BagIn", "bag", b)),
        None => bool_val(false),
    }
}

fn copies_in(args: &[Value]) -> NResult {
    let (e, b) = (&args[0], &args[1]);
    if !b.is_function() {
        return Err(npe("CopiesIn", "tlc2.value.impl.IntValue", 2, "Cannot read field \"values\" because \"fcn\" is null"));
    }
    match lookup_count(e, b) {
        Some(n @ Value::Int(_)) => Ok(n),
        Some(_) => Err(arg_error("second", "CopiesIn", "bag", b)),
        None => Ok(Value::Int(0)),
    }
}

/// `B1 (+) B2`.
fn bag_cup(args: &[Value]) -> NResult {
    let (b1, b2) = (&args[0], &args[1]);
    let null = || npe("BagCup", "tlc2.value.impl.Value", 2, "Cannot invoke \"tlc2.value.impl.Value.toFcnRcd()\" because \"b\" is null");
    if !b1.is_function() {
        return Err(null());
    }
    if !is_bag(b1) {
        return Err(arg_error("first", "(+)", "bag", b1));
    }
    if !b2.is_function() {
        return Err(null());
    }
    if !is_bag(b2) {
        return Err(arg_error("second", "(+)", "bag", b2));
    }
    let mut pairs = b1.pairs()?;
    for (e, c2) in b2.pairs()? {
        match pairs.binary_search_by(|p| p.0.cmp(&e)) {
            Ok(i) => {
                let sum = count(&pairs[i].1, "BagCup", "tlc2.value.impl.Value", 2)?.wrapping_add(count(&c2, "BagCup", "tlc2.value.impl.Value", 2)?);
                pairs[i].1 = Value::Int(sum as i64);
            }
            Err(i) => pairs.insert(i, (e, c2)),
        }
    }
    Ok(Value::function_sorted(pairs))
}

/// `B1 (-) B2`.
fn bag_diff(args: &[Value]) -> NResult {
    let (b1, b2) = (&args[0], &args[1]);
    if !b1.is_function() {
        return Err(arg_error("first", "(-)", "bag", b1));
    }
    if !b2.is_function() {
        return Err(arg_error("second", "(-)", "bag", b2));
    }
    let mut out = Vec::new();
    for (e, c1) in b1.pairs()? {
        let mut v = count(&c1, "BagDiff", "tlc2.value.impl.Value", 2)?;
        if let Some(c2) = lookup_count(&e, b2) {
            v = v.wrapping_sub(count(&c2, "BagDiff", "tlc2.value.impl.Value", 2)?);
        }
        if v > 0 {
            out.push((e, Value::Int(v as i64)));
        }
    }
    Ok(Value::function_sorted(out))
}

/// `BagUnion(S)`: the bag sum of the bags in S; a one-element S gives its
/// element back unchecked, as in TLC.
fn bag_union(args: &[Value]) -> NResult {
    let s = &args[0];
    let elems = enumerable(s).ok_or_else(|| wrong_value("BagUnion", "a finite enumerable set", s))?;
    match elems.len() {
        0 => return Ok(Value::tuple(Vec::new())),
        1 => return Ok(elems[0].clone()),
        _ => {}
    }
    let mut acc: Vec<(Value, Value)> = Vec::new();
    for b in elems.iter() {
        if !b.is_function() {
            return Err(ValueError::new(format!("Attempted to apply BagUnion to the following set, whose\nelement is not a bag:\n{s}")));
        }
        for (e, c) in b.pairs()? {
            match acc.binary_search_by(|p| p.0.cmp(&e)) {
                Ok(i) => {
                    let sum = count(&acc[i].1, "BagUnion", "tlc2.value.impl.Value", 1)?.wrapping_add(count(&c, "BagUnion", "tlc2.value.impl.Value", 1)?);
                    acc[i].1 = Value::Int(sum as i64);
                }
                Err(i) => acc.insert(i, (e, c)),
            }
        }
    }
    Ok(Value::function_sorted(acc))
}

/// `B1 \sqsubseteq B2`.
fn sq_subseteq(args: &[Value]) -> NResult {
    let (b1, b2) = (&args[0], &args[1]);
    for b in [b1, b2] {
        if !b.is_function() {
            return Err(wrong_value("\\sqsubseteq", "a function with a finite domain", b));
        }
    }
    for (e, c1) in b1.pairs()? {
        let mut v = count(&c1, "SqSubseteq", "tlc2.value.IBoolValue", 2)?;
        if let Some(c2) = lookup_count(&e, b2) {
            v = v.wrapping_sub(count(&c2, "SqSubseteq", "tlc2.value.IBoolValue", 2)?);
        }
        if v > 0 {
            return bool_val(false);
        }
    }
    bool_val(true)
}

/// `SubBag(B)` by its definition: every function SB on a subset D of
/// DOMAIN B with `1 <= SB[e] <= B[e]`.
fn sub_bag(args: &[Value]) -> NResult {
    let b = &args[0];
    let pairs = fn_pairs(b)?;
    let mut counts = Vec::with_capacity(pairs.len());
    for (_, c) in &pairs {
        match c {
            Value::Int(n) => counts.push((*n).max(0)),
            other => {
                return Err(java_cast(
                    "public static tlc2.value.impl.IntervalValue tlc2.module.Naturals.DotDot(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)",
                    other,
                    "IntValue",
                ))
            }
        }
    }
    let total: f64 = counts.iter().map(|&n| (n + 1) as f64).product();
    if total > 50_000_000.0 {
        return Err(ValueError::new(format!("attempted to enumerate SubBag({b}), which has {total} elements")));
    }
    let mut out = Vec::new();
    let mut pick = vec![0i64; pairs.len()];
    loop {
        out.push(Value::function_sorted(pairs.iter().zip(&pick).filter(|(_, &k)| k > 0).map(|((e, _), &k)| (e.clone(), Value::Int(k))).collect()));
        let mut i = 0;
        loop {
            if i == pick.len() {
                return Ok(Value::set(out));
            }
            pick[i] += 1;
            if pick[i] <= counts[i] {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
    }
}

/// `BagCardinality(B)`: the sum of the counts, which must be positive.
fn bag_cardinality(args: &[Value]) -> NResult {
    let b = &args[0];
    if !b.is_function() {
        return Err(wrong_value("BagCardinality", "a function with a finite domain", b));
    }
    let mut num: i32 = 0;
    for (_, c) in b.pairs()? {
        match c {
            Value::Int(n) if n > 0 => num = num.wrapping_add(n as i32),
            _ => return Err(wrong_value("BagCardinality", "a bag", b)),
        }
    }
    Ok(Value::Int(num as i64))
}
