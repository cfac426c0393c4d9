//! The community modules Bitwise, Combinatorics, DyadicRationals and
//! Statistics, as TLC evaluates them with the CommunityModules' Java
//! overrides: Bitwise on Java's 32-bit `int`s (`shiftR` is an unsigned
//! shift, `Not` flips the bits up to the highest set one), `choose` with
//! exact 64-bit arithmetic, DyadicRationals' `Reduce` by the greatest common
//! divisor (the other DyadicRationals operators are evaluated from their
//! TLA+ definitions, as TLC does).

use super::naturals::int_geq;
use super::*;
use crate::intern::Str;

pub(super) static NATIVES: &[Entry] = &[
    ("Bitwise", "&", NativeOp { arity: 2, f: bit_and }),
    ("Bitwise", "|", NativeOp { arity: 2, f: bit_or }),
    ("Bitwise", "^^", NativeOp { arity: 2, f: bit_xor }),
    ("Bitwise", "Not", NativeOp { arity: 1, f: bit_not }),
    ("Bitwise", "shiftR", NativeOp { arity: 2, f: shift_r }),
    ("Combinatorics", "choose", NativeOp { arity: 2, f: choose }),
    ("DyadicRationals", "Reduce", NativeOp { arity: 1, f: reduce }),
    ("Statistics", "ChiSquare", NativeOp { arity: 3, f: chi_square }),
];

const INT: &str = "tlc2.value.impl.IntValue";

fn java_sig(ret: &str, name: &str, params: usize) -> String {
    let ps = vec![INT; params].join(",");
    format!("public static {ret} tlc2.overrides.Bitwise.{name}({ps})")
}

/// The infix operators first compare their operands (`IF x >= y`), then
/// call the overridden `And`/`Or`/`Xor` on Java ints.
fn bitwise(a: &[Value], name: &str, f: fn(i32, i32) -> i32) -> NResult {
    int_geq(a)?;
    let x = a[0].as_int()? as i32;
    let y = a[1].as_int()? as i32;
    let _ = name;
    Ok(Value::Int(f(x, y) as i64))
}

fn bit_and(a: &[Value]) -> NResult {
    bitwise(a, "And", |x, y| x & y)
}
fn bit_or(a: &[Value]) -> NResult {
    bitwise(a, "Or", |x, y| x | y)
}
fn bit_xor(a: &[Value]) -> NResult {
    bitwise(a, "Xor", |x, y| x ^ y)
}

fn java_int(v: &Value, name: &str, params: usize) -> Result<i32, ValueError> {
    match v {
        Value::Int(n) => Ok(*n as i32),
        other => Err(java_cast(&java_sig(INT, name, params), other, "IntValue")),
    }
}

fn bit_not(a: &[Value]) -> NResult {
    let x = java_int(&a[0], "NotR", 1)?;
    // Java: mask = MAX_VALUE >> (numberOfLeadingZeros(x) - 1), shift
    // counts taken modulo 32.
    let shift = (x.leading_zeros() as i32 - 1) & 31;
    let mask = i32::MAX >> shift;
    Ok(Value::Int((!x & mask) as i64))
}

fn shift_r(a: &[Value]) -> NResult {
    let n = java_int(&a[0], "shiftR", 2)?;
    let pos = java_int(&a[1], "shiftR", 2)?;
    Ok(Value::Int(((n as u32) >> (pos & 31)) as i32 as i64))
}

fn nat_arg(ordinal: &str, v: &Value) -> Result<i64, ValueError> {
    match v {
        Value::Int(n) if *n >= 0 => Ok(*n),
        other => Err(arg_error(ordinal, "choose", "natural number", other)),
    }
}

/// n choose k, 0 when k > n; TLC's error when the result exceeds an int.
fn choose(a: &[Value]) -> NResult {
    let n = nat_arg("first", &a[0])?;
    let k = nat_arg("second", &a[1])?;
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = k.min(n - k);
    let mut acc: u128 = 1;
    for i in 0..k {
        acc = acc * (n - i) as u128 / (i + 1) as u128;
        if acc > i64::MAX as u128 {
            return Err(overflow(&format!("{}choose{}", a[0], a[1])));
        }
    }
    if acc > i32::MAX as u128 && !big_integers() {
        return Err(overflow(&format!("{}choose{}", a[0], a[1])));
    }
    Ok(Value::Int(acc as i64))
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// `Reduce(p)` for a record `[num |-> n, den |-> d]`: both divided by
/// their greatest common divisor.
fn reduce(a: &[Value]) -> NResult {
    let p = &a[0];
    let field = |name: &str| -> Result<i64, ValueError> {
        let v = apply(p, &Value::str(name))?;
        v.as_int()
    };
    let num = field("num")?;
    let den = field("den")?;
    let g = gcd(num, den);
    if g == 0 || g == 1 {
        return Ok(p.clone());
    }
    Ok(Value::record(vec![(Str::new("num"), Value::Int(num / g)), (Str::new("den"), Value::Int(den / g))]))
}

/// Pearson's chi-square test: TRUE when the observed frequencies `actual`
/// fit the `expected` ones at significance `alpha` (a string such as
/// "0.05"). Both are functions from the same domain to naturals.
fn chi_square(a: &[Value]) -> NResult {
    let expected = fn_pairs(&a[0])?;
    let actual = fn_pairs(&a[1])?;
    let alpha: f64 = match &a[2] {
        Value::Str(s) => s.as_str().trim().parse().map_err(|_| ValueError::new(format!("ChiSquare: alpha must be a number, but is {}", a[2])))?,
        other => return Err(ValueError::new(format!("ChiSquare: alpha must be a string such as \"0.05\", but is {other}"))),
    };
    let mut stat = 0.0;
    let mut n = 0usize;
    for (k, e) in &expected {
        let e = e.as_int()? as f64;
        let o = match actual.iter().find(|(ak, _)| ak == k) {
            Some((_, v)) => v.as_int()? as f64,
            None => 0.0,
        };
        if e > 0.0 {
            stat += (o - e) * (o - e) / e;
        }
        n += 1;
    }
    let df = n.saturating_sub(1).max(1) as f64;
    // Upper tail of the chi-square distribution: Q(df/2, stat/2).
    let p = upper_gamma_q(df / 2.0, stat / 2.0);
    Ok(Value::Bool(p >= alpha))
}

/// The regularized upper incomplete gamma function Q(a, x).
fn upper_gamma_q(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    let gln = ln_gamma(a);
    if x < a + 1.0 {
        let (mut sum, mut del, mut ap) = (1.0 / a, 1.0 / a, a);
        for _ in 0..1000 {
            ap += 1.0;
            del *= x / ap;
            sum += del;
            if del.abs() < sum.abs() * 1e-15 {
                break;
            }
        }
        1.0 - sum * (-x + a * x.ln() - gln).exp()
    } else {
        let mut b = x + 1.0 - a;
        let mut c = 1.0 / 1e-300;
        let mut d = 1.0 / b;
        let mut h = d;
        for i in 1..1000 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            if d.abs() < 1e-300 {
                d = 1e-300;
            }
            c = b + an / c;
            if c.abs() < 1e-300 {
                c = 1e-300;
            }
            d = 1.0 / d;
            let del = d * c;
            h *= del;
            if (del - 1.0).abs() < 1e-15 {
                break;
            }
        }
        (-x + a * x.ln() - gln).exp() * h
    }
}

fn ln_gamma(x: f64) -> f64 {
    const C: [f64; 6] = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];
    let mut y = x;
    let tmp = x + 5.5;
    let tmp = tmp - (x + 0.5) * tmp.ln();
    let mut ser = 1.000000000190015;
    for c in C {
        y += 1.0;
        ser += c / y;
    }
    -tmp + (2.5066282746310005 * ser / x).ln()
}
