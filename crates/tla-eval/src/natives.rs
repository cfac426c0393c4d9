//! The natively evaluated operators of the standard modules.
//!
//! A small built-in table that covers the arithmetic, sequence, set and TLC
//! operators the checker needs; the fuller table in `tla_values::stdlib`
//! takes over where it has an entry.

use crate::ir::NativeFn;
use tla_values::{LazySet, Value, ValueError};

type R = Result<Value, ValueError>;

fn int(v: &Value) -> Result<i64, ValueError> {
    v.as_int()
}

/// TLC's integers are 32-bit; a result outside that range is an error.
fn checked(x: Option<i64>) -> R {
    match x {
        Some(n) if n >= i32::MIN as i64 && n <= i32::MAX as i64 => Ok(Value::Int(n)),
        _ => Err(ValueError::new("Overflow: the result of an arithmetic operation is outside TLC's 32-bit integer range")),
    }
}

fn plus(a: &[Value]) -> R {
    checked(int(&a[0])?.checked_add(int(&a[1])?))
}
fn minus(a: &[Value]) -> R {
    checked(int(&a[0])?.checked_sub(int(&a[1])?))
}
fn times(a: &[Value]) -> R {
    checked(int(&a[0])?.checked_mul(int(&a[1])?))
}
fn neg(a: &[Value]) -> R {
    checked(int(&a[0])?.checked_neg())
}
fn div(a: &[Value]) -> R {
    let (x, y) = (int(&a[0])?, int(&a[1])?);
    if y == 0 {
        return Err(ValueError::new("The second argument of \\div is 0."));
    }
    checked(Some(floor_div(x, y)))
}
fn floor_div(x: i64, y: i64) -> i64 {
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}
fn modulo(a: &[Value]) -> R {
    let (x, y) = (int(&a[0])?, int(&a[1])?);
    if y <= 0 {
        return Err(ValueError::new("The second argument of % should be a positive number."));
    }
    Ok(Value::Int(x.rem_euclid(y)))
}
fn pow(a: &[Value]) -> R {
    let (x, y) = (int(&a[0])?, int(&a[1])?);
    if y < 0 {
        return Err(ValueError::new("The exponent of ^ must be a natural number."));
    }
    if x == 0 && y == 0 {
        return Err(ValueError::new("0^0 is undefined."));
    }
    let mut acc: Option<i64> = Some(1);
    for _ in 0..y.min(64) {
        acc = acc.and_then(|v| v.checked_mul(x));
    }
    if y > 64 && x.abs() > 1 {
        acc = None;
    }
    checked(acc)
}
fn lt(a: &[Value]) -> R {
    Ok(Value::Bool(int(&a[0])? < int(&a[1])?))
}
fn gt(a: &[Value]) -> R {
    Ok(Value::Bool(int(&a[0])? > int(&a[1])?))
}
fn le(a: &[Value]) -> R {
    Ok(Value::Bool(int(&a[0])? <= int(&a[1])?))
}
fn ge(a: &[Value]) -> R {
    Ok(Value::Bool(int(&a[0])? >= int(&a[1])?))
}
fn range(a: &[Value]) -> R {
    let (x, y) = (int(&a[0])?, int(&a[1])?);
    Ok(if y < x { Value::empty_set() } else { Value::lazy(LazySet::Interval(x, y)) })
}
fn nat(_: &[Value]) -> R {
    Ok(Value::lazy(LazySet::Nat))
}
fn int_set(_: &[Value]) -> R {
    Ok(Value::lazy(LazySet::Int))
}
fn seq_set(a: &[Value]) -> R {
    Ok(Value::lazy(LazySet::Seq(a[0].clone())))
}
fn len(a: &[Value]) -> R {
    Ok(Value::Int(a[0].as_seq()?.len() as i64))
}
fn append(a: &[Value]) -> R {
    let mut v = a[0].as_seq()?.to_vec();
    v.push(a[1].clone());
    Ok(Value::tuple(v))
}
fn concat(a: &[Value]) -> R {
    let mut v = a[0].as_seq()?.to_vec();
    v.extend(a[1].as_seq()?.iter().cloned());
    Ok(Value::tuple(v))
}
fn head(a: &[Value]) -> R {
    a[0].as_seq()?.first().cloned().ok_or_else(|| ValueError::new("Attempted to apply Head to the empty sequence."))
}
fn tail(a: &[Value]) -> R {
    let s = a[0].as_seq()?;
    if s.is_empty() {
        return Err(ValueError::new("Attempted to apply Tail to the empty sequence."));
    }
    Ok(Value::tuple(s[1..].to_vec()))
}
fn subseq(a: &[Value]) -> R {
    let s = a[0].as_seq()?;
    let (m, n) = (int(&a[1])?, int(&a[2])?);
    if m > n {
        return Ok(Value::tuple(vec![]));
    }
    if m < 1 || n as usize > s.len() {
        return Err(ValueError::new(format!(
            "The second argument of SubSeq must be in the domain of its first argument: {}..{} is not within 1..{}",
            m,
            n,
            s.len()
        )));
    }
    Ok(Value::tuple(s[m as usize - 1..n as usize].to_vec()))
}
fn cardinality(a: &[Value]) -> R {
    Ok(Value::Int(a[0].cardinality()?))
}
fn is_finite(a: &[Value]) -> R {
    Ok(Value::Bool(a[0].cardinality().is_ok()))
}
fn single(a: &[Value]) -> R {
    Ok(Value::function(vec![(a[0].clone(), a[1].clone())]))
}
fn merge(a: &[Value]) -> R {
    let mut pairs = a[0].pairs()?;
    pairs.extend(a[1].pairs()?);
    Ok(Value::function(pairs))
}
fn to_string(a: &[Value]) -> R {
    Ok(Value::str(&a[0].to_string()))
}

pub fn builtin(module: &str, name: &str) -> Option<(usize, NativeFn)> {
    let f: (usize, NativeFn) = match (module, name) {
        ("Naturals" | "Integers" | "Reals", "+") => (2, plus),
        ("Naturals" | "Integers" | "Reals", "-") => (2, minus),
        ("Naturals" | "Integers" | "Reals", "*") => (2, times),
        ("Naturals" | "Integers" | "Reals", "\\div") => (2, div),
        ("Naturals" | "Integers" | "Reals", "%") => (2, modulo),
        ("Naturals" | "Integers" | "Reals", "^") => (2, pow),
        ("Naturals" | "Integers" | "Reals", "<") => (2, lt),
        ("Naturals" | "Integers" | "Reals", ">") => (2, gt),
        ("Naturals" | "Integers" | "Reals", "\\leq") => (2, le),
        ("Naturals" | "Integers" | "Reals", "\\geq") => (2, ge),
        ("Naturals" | "Integers" | "Reals", "..") => (2, range),
        ("Naturals" | "Integers" | "Reals", "Nat") => (0, nat),
        ("Integers" | "Reals", "Int") => (0, int_set),
        ("Integers" | "Reals", "-.") => (1, neg),
        ("Sequences", "Seq") => (1, seq_set),
        ("Sequences", "Len") => (1, len),
        ("Sequences", "Append") => (2, append),
        ("Sequences", "\\o") => (2, concat),
        ("Sequences", "Head") => (1, head),
        ("Sequences", "Tail") => (1, tail),
        ("Sequences", "SubSeq") => (3, subseq),
        ("FiniteSets", "Cardinality") => (1, cardinality),
        ("FiniteSets", "IsFiniteSet") => (1, is_finite),
        ("TLC", ":>") => (2, single),
        ("TLC", "@@") => (2, merge),
        ("TLC", "ToString") => (1, to_string),
        _ => return None,
    };
    Some(f)
}

/// The native implementation of `name` in module `module`, with its arity.
pub fn lookup(module: &str, name: &str) -> Option<(usize, NativeFn)> {
    match tla_values::stdlib::lookup(module, name) {
        Some(op) => Some((op.arity, op.f)),
        None => builtin(module, name),
    }
}
