//! Naturals, Integers and Reals (TLC's tlc2.module.Naturals / Integers).
//!
//! TLC's integers are 32-bit: a result outside `i32` is the error
//! "Overflow when computing ...". The arithmetic methods take `IntValue`
//! parameters, so a non-integer argument fails as a Java cast inside the
//! method; the comparisons check their arguments themselves.

use super::*;

pub(super) static NATIVES: &[Entry] = &[
    ("Naturals", "Nat", NativeOp { arity: 0, f: nat }),
    ("Naturals", "+", NativeOp { arity: 2, f: nat_plus }),
    ("Naturals", "-", NativeOp { arity: 2, f: nat_minus }),
    ("Naturals", "*", NativeOp { arity: 2, f: nat_times }),
    ("Naturals", "<", NativeOp { arity: 2, f: lt }),
    ("Naturals", ">", NativeOp { arity: 2, f: gt }),
    ("Naturals", "\\leq", NativeOp { arity: 2, f: le }),
    ("Naturals", "\\geq", NativeOp { arity: 2, f: nat_geq }),
    ("Naturals", "..", NativeOp { arity: 2, f: nat_dotdot }),
    ("Naturals", "\\div", NativeOp { arity: 2, f: nat_div }),
    ("Naturals", "%", NativeOp { arity: 2, f: nat_mod }),
    ("Naturals", "^", NativeOp { arity: 2, f: nat_expt }),
    ("Integers", "Int", NativeOp { arity: 0, f: int }),
    ("Integers", "-.", NativeOp { arity: 1, f: neg }),
    ("Integers", "Nat", NativeOp { arity: 0, f: nat }),
    ("Integers", "+", NativeOp { arity: 2, f: int_plus }),
    ("Integers", "-", NativeOp { arity: 2, f: int_minus }),
    ("Integers", "*", NativeOp { arity: 2, f: int_times }),
    ("Integers", "<", NativeOp { arity: 2, f: lt }),
    ("Integers", ">", NativeOp { arity: 2, f: gt }),
    ("Integers", "\\leq", NativeOp { arity: 2, f: le }),
    ("Integers", "\\geq", NativeOp { arity: 2, f: int_geq }),
    ("Integers", "..", NativeOp { arity: 2, f: int_dotdot }),
    ("Integers", "\\div", NativeOp { arity: 2, f: int_div }),
    ("Integers", "%", NativeOp { arity: 2, f: int_mod }),
    ("Integers", "^", NativeOp { arity: 2, f: int_expt }),
    ("Reals", "Real", NativeOp { arity: 0, f: real }),
    ("Reals", "/", NativeOp { arity: 2, f: real_divide }),
    ("Reals", "Infinity", NativeOp { arity: 0, f: infinity }),
];

/// The Java signature of a two-`IntValue` method of class `class`.
fn sig2(class: &str, method: &str, ret: &str) -> String {
    format!("public static tlc2.value.impl.{ret} tlc2.module.{class}.{method}(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)")
}

fn ints(args: &[Value], class: &str, method: &str, ret: &str) -> Result<(i64, i64), ValueError> {
    let get = |v: &Value| match v {
        Value::Int(i) => Ok(*i),
        other => Err(java_cast(&sig2(class, method, ret), other, "IntValue")),
    };
    Ok((get(&args[0])?, get(&args[1])?))
}

fn checked(n: i64, what: impl FnOnce() -> String) -> NResult {
    if fits_i32(n) {
        Ok(Value::Int(n))
    } else {
        Err(overflow(&what()))
    }
}

fn nat(_: &[Value]) -> NResult {
    Ok(Value::lazy(LazySet::Nat))
}

fn int(_: &[Value]) -> NResult {
    Ok(Value::lazy(LazySet::Int))
}

fn real(_: &[Value]) -> NResult {
    Ok(Value::lazy(LazySet::Real))
}

// ------------------------------------------------------------ + - *

fn plus(args: &[Value], class: &str) -> NResult {
    let (a, b) = ints(args, class, "Plus", "IntValue")?;
    checked(a + b, || format!("{a}+{b}"))
}

fn minus(args: &[Value], class: &str) -> NResult {
    let (a, b) = ints(args, class, "Minus", "IntValue")?;
    checked(a - b, || format!("{a}-{b}"))
}

fn times(args: &[Value], class: &str) -> NResult {
    let (a, b) = ints(args, class, "Times", "IntValue")?;
    checked(a.saturating_mul(b), || format!("{a}*{b}"))
}

fn nat_plus(a: &[Value]) -> NResult {
    plus(a, "Naturals")
}
pub(super) fn int_plus(a: &[Value]) -> NResult {
    plus(a, "Integers")
}
fn nat_minus(a: &[Value]) -> NResult {
    minus(a, "Naturals")
}
pub(super) fn int_minus(a: &[Value]) -> NResult {
    minus(a, "Integers")
}
fn nat_times(a: &[Value]) -> NResult {
    times(a, "Naturals")
}
pub(super) fn int_times(a: &[Value]) -> NResult {
    times(a, "Integers")
}

/// `-. a`: TLC's Integers.Neg; the only overflow is `-(-2147483648)`.
fn neg(args: &[Value]) -> NResult {
    match &args[0] {
        Value::Int(n) => checked(-n, || "--2147483648".to_string()),
        other => Err(java_cast("public static tlc2.value.impl.IntValue tlc2.module.Integers.Neg(tlc2.value.impl.IntValue)", other, "IntValue")),
    }
}

// ------------------------------------------------------------ comparisons

fn compare(args: &[Value], op: &str, f: fn(i64, i64) -> bool) -> NResult {
    let a = match &args[0] {
        Value::Int(i) => *i,
        other => return Err(arg_error_an("first", op, "integer", other)),
    };
    let b = match &args[1] {
        Value::Int(i) => *i,
        other => return Err(arg_error_an("second", op, "integer", other)),
    };
    bool_val(f(a, b))
}

fn lt(a: &[Value]) -> NResult {
    compare(a, "<", |x, y| x < y)
}
fn gt(a: &[Value]) -> NResult {
    compare(a, ">", |x, y| x > y)
}
pub(super) fn le(a: &[Value]) -> NResult {
    compare(a, "<=", |x, y| x <= y)
}
/// Naturals.GEQ names the operator ">" in its messages.
// TLC names `\geq` `>=` in its messages whether or not the spec uses
// Integers (checked against TLC built from tlaplus/tlaplus).
fn nat_geq(a: &[Value]) -> NResult {
    compare(a, ">=", |x, y| x >= y)
}
pub(super) fn int_geq(a: &[Value]) -> NResult {
    compare(a, ">=", |x, y| x >= y)
}

// ------------------------------------------------------------ ..

fn dotdot(args: &[Value], class: &str) -> NResult {
    let (a, b) = ints(args, class, "DotDot", "IntervalValue")?;
    Ok(Value::lazy(LazySet::Interval(a, b)))
}
fn nat_dotdot(a: &[Value]) -> NResult {
    dotdot(a, "Naturals")
}
pub(super) fn int_dotdot(a: &[Value]) -> NResult {
    dotdot(a, "Integers")
}

// ------------------------------------------------------------ \div %

/// Naturals.Divide: Java's truncating division, decremented when the
/// quotient is negative and inexact. A negative dividend smaller in size
/// than the divisor gives 0 (`(-1) \div 2 = 0`, `1 \div -2 = 0`), and
/// `-2147483648 \div -1` wraps to itself, as in TLC with Naturals alone.
fn nat_div(args: &[Value]) -> NResult {
    let (a, b) = ints(args, "Naturals", "Divide", "IntValue")?;
    if b == 0 {
        return Err(ValueError::new("The second argument of \\div is 0."));
    }
    let (a32, b32) = (a as i32, b as i32);
    // Rounds towards minus infinity, as TLC computes it (`(0 - 1) \div 2`
    // is -1 with Naturals alone too: the quotient 0 is rounded as well).
    let mut q = a32.wrapping_div(b32);
    if (a32 < 0) != (b32 < 0) && q.wrapping_mul(b32) != a32 {
        q -= 1;
    }
    Ok(Value::Int(q as i64))
}

/// Integers.Divide: rounds towards minus infinity.
fn int_div(args: &[Value]) -> NResult {
    let (a, b) = ints(args, "Integers", "Divide", "IntValue")?;
    if b == 0 {
        return Err(ValueError::new("The second argument of \\div is 0."));
    }
    if a == i32::MIN as i64 && b == -1 {
        return Err(overflow("-2147483648 \\div -1"));
    }
    let mut q = a / b;
    if (a < 0) != (b < 0) && q * b != a {
        q -= 1;
    }
    Ok(Value::Int(q))
}

/// `%`: the divisor must be positive; the result lies in `0..b-1`.
fn modulo(args: &[Value], class: &str) -> NResult {
    let (a, b) = ints(args, class, "Mod", "IntValue")?;
    if b <= 0 {
        return Err(arg_error("second", "%", "positive number", &Value::Int(b)));
    }
    Ok(Value::Int(a.rem_euclid(b)))
}
fn nat_mod(a: &[Value]) -> NResult {
    modulo(a, "Naturals")
}
pub(super) fn int_mod(a: &[Value]) -> NResult {
    modulo(a, "Integers")
}

// ------------------------------------------------------------ ^

fn expt(args: &[Value], class: &str) -> NResult {
    let (a, b) = ints(args, class, "Expt", "IntValue")?;
    if b < 0 {
        return Err(arg_error("second", "^", "natural number", &Value::Int(b)));
    }
    if b == 0 {
        if a == 0 {
            return Err(ValueError::new("0^0 is undefined."));
        }
        return Ok(Value::Int(1));
    }
    // TLC multiplies step by step and checks every partial product; the
    // magnitude never decreases, so checking the final power is the same
    // except that 0, 1 and -1 never overflow.
    if a.abs() <= 1 {
        return Ok(Value::Int(if a == -1 && b % 2 == 0 { 1 } else { a }));
    }
    let mut res: i64 = a;
    for _ in 1..b {
        res *= a;
        if !fits_i32(res) {
            return Err(overflow(&format!("{a}^{b}")));
        }
    }
    Ok(Value::Int(res))
}
fn nat_expt(a: &[Value]) -> NResult {
    expt(a, "Naturals")
}
fn int_expt(a: &[Value]) -> NResult {
    expt(a, "Integers")
}

// ------------------------------------------------------------ Reals

/// TLC's Reals module defines `Real == "Reals"` and
/// `a / b == CHOOSE m \in Real : m * b = a`, so any division fails with
/// the bounded-CHOOSE error located in TLC's Reals.tla.
fn real_divide(_: &[Value]) -> NResult {
    Err(ValueError::new(
        "Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable.\nline 16, col 10 to line 16, col 38 of module Reals",
    ))
}

/// `Infinity == CHOOSE i : ...` is an unbounded CHOOSE in TLC's Reals.tla.
fn infinity(_: &[Value]) -> NResult {
    Err(ValueError::new(
        "TLC attempted to evaluate an unbounded CHOOSE.\nMake sure that the expression is of form CHOOSE x \\in S: P(x).\nline 17, col 13 to line 17, col 65 of module Reals",
    ))
}
