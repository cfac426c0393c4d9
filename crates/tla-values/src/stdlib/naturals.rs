//! Naturals, Integers and Reals (TLC's tlc2.module.Naturals / Integers).
//!
//! TLC's integers are 32-bit: a result outside `i32` is the error
//! "Overflow when computing ...". With `--big-integers`
//! ([`super::big_integers`]) a result is the number, of any size: an `Int`
//! within `i64`, a `Big` past it. The arithmetic methods take `IntValue`
//! parameters, so a non-integer argument fails as a Java cast inside the
//! method; the comparisons check their arguments themselves.

use super::*;
use crate::value::BigInt;
use num_bigint::Sign;

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

/// Both arguments as big integers (a `Big` exists with `--big-integers`
/// only), or the Java cast error of TLC's method.
fn bigs(args: &[Value], class: &str, method: &str, ret: &str) -> Result<(BigInt, BigInt), ValueError> {
    let get = |v: &Value| v.as_bigint().ok_or_else(|| java_cast(&sig2(class, method, ret), v, "IntValue"));
    Ok((get(&args[0])?, get(&args[1])?))
}

/// `+`, `-`, `*`: `small` on two `Int`s (None past `i64`); a result past
/// 32 bits is TLC's overflow error, or with `--big-integers` the number
/// (`big` computes it past `i64`). The default run takes the first branch
/// and reads nothing else.
#[inline]
fn arith(args: &[Value], class: &str, method: &str, sym: &str, small: fn(i64, i64) -> Option<i64>, big: fn(BigInt, BigInt) -> BigInt) -> NResult {
    if let (Value::Int(a), Value::Int(b)) = (&args[0], &args[1]) {
        match small(*a, *b) {
            Some(n) if fits_i32(n) => return Ok(Value::Int(n)),
            _ if !big_integers() => return Err(overflow(&format!("{a}{sym}{b}"))),
            Some(n) => return Ok(Value::Int(n)),
            None => {}
        }
    }
    let (a, b) = bigs(args, class, method, "IntValue")?;
    Ok(Value::big(big(a, b)))
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
    arith(args, class, "Plus", "+", i64::checked_add, |a, b| a + b)
}

fn minus(args: &[Value], class: &str) -> NResult {
    arith(args, class, "Minus", "-", i64::checked_sub, |a, b| a - b)
}

fn times(args: &[Value], class: &str) -> NResult {
    arith(args, class, "Times", "*", i64::checked_mul, |a, b| a * b)
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
        Value::Int(n) => match n.checked_neg() {
            Some(m) if fits_i32(m) || big_integers() => Ok(Value::Int(m)),
            _ if !big_integers() => Err(overflow(&format!("-{n}"))),
            _ => Ok(Value::big(-BigInt::from(*n))),
        },
        Value::Big(b) => Ok(Value::big(-(**b).clone())),
        other => Err(java_cast("public static tlc2.value.impl.IntValue tlc2.module.Integers.Neg(tlc2.value.impl.IntValue)", other, "IntValue")),
    }
}

// ------------------------------------------------------------ comparisons

fn compare(args: &[Value], op: &str, f: fn(std::cmp::Ordering) -> bool) -> NResult {
    if let (Value::Int(a), Value::Int(b)) = (&args[0], &args[1]) {
        return bool_val(f(a.cmp(b)));
    }
    if !args[0].is_integer() {
        return Err(arg_error_an("first", op, "integer", &args[0]));
    }
    if !args[1].is_integer() {
        return Err(arg_error_an("second", op, "integer", &args[1]));
    }
    // (Integers of either representation order numerically.)
    bool_val(f(args[0].cmp(&args[1])))
}

fn lt(a: &[Value]) -> NResult {
    compare(a, "<", std::cmp::Ordering::is_lt)
}
fn gt(a: &[Value]) -> NResult {
    compare(a, ">", std::cmp::Ordering::is_gt)
}
pub(super) fn le(a: &[Value]) -> NResult {
    compare(a, "<=", std::cmp::Ordering::is_le)
}
/// Naturals.GEQ names the operator ">" in its messages.
// TLC names `\geq` `>=` in its messages whether or not the spec uses
// Integers (checked against TLC built from tlaplus/tlaplus).
fn nat_geq(a: &[Value]) -> NResult {
    compare(a, ">=", std::cmp::Ordering::is_ge)
}
pub(super) fn int_geq(a: &[Value]) -> NResult {
    compare(a, ">=", std::cmp::Ordering::is_ge)
}

// ------------------------------------------------------------ ..

fn dotdot(args: &[Value], class: &str) -> NResult {
    if let (Value::Int(a), Value::Int(b)) = (&args[0], &args[1]) {
        // (Only with --big-integers can its size pass i64.)
        if b.checked_sub(*a).and_then(|d| d.checked_add(1)).is_some() {
            return Ok(Value::lazy(LazySet::Interval(*a, *b)));
        }
    }
    let (a, b) = bigs(args, class, "DotDot", "IntervalValue")?;
    if a > b {
        return Ok(Value::lazy(LazySet::Interval(1, 0)));
    }
    match (i64::try_from(&a), i64::try_from(&b)) {
        (Ok(_), Ok(_)) => Err(ValueError::new(format!("The interval {a}..{b} has more than 2^63 - 1 elements: tlars does not support it."))),
        _ => Err(ValueError::new(format!("The interval {a}..{b}: an interval with bounds past 2^63 is not supported."))),
    }
}
fn nat_dotdot(a: &[Value]) -> NResult {
    dotdot(a, "Naturals")
}
pub(super) fn int_dotdot(a: &[Value]) -> NResult {
    dotdot(a, "Integers")
}

// ------------------------------------------------------------ \div %

/// Integer division rounding towards minus infinity, of any size.
fn floor_div(a: &BigInt, b: &BigInt) -> BigInt {
    let q = a / b;
    if (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus) && &q * b != *a {
        q - 1
    } else {
        q
    }
}

/// `\div` with `--big-integers`, for Naturals and Integers alike.
fn big_div(args: &[Value], class: &str) -> NResult {
    let (a, b) = bigs(args, class, "Divide", "IntValue")?;
    if b.sign() == Sign::NoSign {
        return Err(ValueError::new("The second argument of \\div is 0."));
    }
    Ok(Value::big(floor_div(&a, &b)))
}

/// Naturals.Divide: Java's truncating division, decremented when the
/// quotient is negative and inexact. A negative dividend smaller in size
/// than the divisor gives 0 (`(-1) \div 2 = 0`, `1 \div -2 = 0`), and
/// `-2147483648 \div -1` wraps to itself, as in TLC with Naturals alone.
/// With `--big-integers`, floor division without a wrap.
fn nat_div(args: &[Value]) -> NResult {
    if big_integers() {
        return big_div(args, "Naturals");
    }
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

fn ints(args: &[Value], class: &str, method: &str, ret: &str) -> Result<(i64, i64), ValueError> {
    let get = |v: &Value| match v {
        Value::Int(i) => Ok(*i),
        other => Err(java_cast(&sig2(class, method, ret), other, "IntValue")),
    };
    Ok((get(&args[0])?, get(&args[1])?))
}

/// Integers.Divide: rounds towards minus infinity.
fn int_div(args: &[Value]) -> NResult {
    if let (Value::Int(a), Value::Int(b)) = (&args[0], &args[1]) {
        let (a, b) = (*a, *b);
        if b == 0 {
            return Err(ValueError::new("The second argument of \\div is 0."));
        }
        // (None: i64::MIN \div -1, with --big-integers only.)
        if let Some(mut q) = a.checked_div(b) {
            if (a < 0) != (b < 0) && q * b != a {
                q -= 1;
            }
            if fits_i32(q) || big_integers() {
                return Ok(Value::Int(q));
            }
            return Err(overflow(&format!("{a} \\div {b}")));
        }
        if !big_integers() {
            return Err(overflow(&format!("{a} \\div {b}")));
        }
    }
    big_div(args, "Integers")
}

/// `%`: the divisor must be positive; the result lies in `0..b-1`.
fn modulo(args: &[Value], class: &str) -> NResult {
    if let (Value::Int(a), Value::Int(b)) = (&args[0], &args[1]) {
        if *b <= 0 {
            return Err(arg_error("second", "%", "positive number", &args[1]));
        }
        return Ok(Value::Int(a.rem_euclid(*b)));
    }
    let (a, b) = bigs(args, class, "Mod", "IntValue")?;
    if b.sign() != Sign::Plus {
        return Err(arg_error("second", "%", "positive number", &args[1]));
    }
    let r = &a % &b;
    Ok(Value::big(if r.sign() == Sign::Minus { r + b } else { r }))
}
fn nat_mod(a: &[Value]) -> NResult {
    modulo(a, "Naturals")
}
pub(super) fn int_mod(a: &[Value]) -> NResult {
    modulo(a, "Integers")
}

// ------------------------------------------------------------ ^

/// The most bits a power may have with `--big-integers` (a result of
/// 2^32 bits would take 512 MiB).
const MAX_POWER_BITS: u64 = 1 << 26;

fn expt(args: &[Value], class: &str) -> NResult {
    if !(args[0].is_integer() && args[1].is_integer()) || matches!(args[..], [Value::Big(_), _] | [_, Value::Big(_)]) {
        return big_expt(args, class);
    }
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
        res = match res.checked_mul(a) {
            Some(r) if fits_i32(r) => r,
            _ if !big_integers() => return Err(overflow(&format!("{a}^{b}"))),
            _ => return big_expt(args, class),
        };
    }
    Ok(Value::Int(res))
}

/// `^` past 32 bits (`--big-integers`), or of a big operand.
fn big_expt(args: &[Value], class: &str) -> NResult {
    let (a, b) = bigs(args, class, "Expt", "IntValue")?;
    if b.sign() == Sign::Minus {
        return Err(arg_error("second", "^", "natural number", &args[1]));
    }
    if b.sign() == Sign::NoSign {
        if a.sign() == Sign::NoSign {
            return Err(ValueError::new("0^0 is undefined."));
        }
        return Ok(Value::Int(1));
    }
    if a.magnitude().bits() <= 1 {
        // 0, 1, -1 (b > 0).
        let odd = b.bit(0);
        return Ok(if a.sign() == Sign::Minus && !odd { Value::Int(1) } else { Value::big(a) });
    }
    let too_big = || ValueError::new(format!("The value of {a}^{b} would have more than {MAX_POWER_BITS} bits: tlars does not compute it."));
    let e = u32::try_from(&b).map_err(|_| too_big())?;
    if (a.magnitude().bits() - 1).saturating_mul(e as u64) > MAX_POWER_BITS {
        return Err(too_big());
    }
    Ok(Value::big(a.pow(e)))
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
