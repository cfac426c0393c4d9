//! FiniteSets (TLC's tlc2.module.FiniteSets), with TLC's notions of
//! finiteness (`Value.isFinite`) and size (`Value.size`).

use super::*;

pub(super) static NATIVES: &[Entry] =
    &[("FiniteSets", "Cardinality", NativeOp { arity: 1, f: cardinality }), ("FiniteSets", "IsFiniteSet", NativeOp { arity: 1, f: is_finite_set })];

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Bool(_) => "boolean",
        Value::Int(_) => "integer",
        Value::Str(_) => "string",
        _ => "model value",
    }
}

/// TLC's `isFinite`: functions count as finite, `Seq(S)` and the sets of
/// numbers and strings as infinite, a function set as finite iff its domain
/// and range are (so `[{} -> Nat]` is "infinite", as in TLC).
pub(crate) fn is_finite(v: &Value) -> Result<bool, ValueError> {
    Ok(match v {
        Value::Set(_) | Value::Tuple(_) | Value::Record(_) | Value::Fn(_) => true,
        Value::LazyFn(_) => return Err(ValueError::new(format!("Attempted to check if the function:\n{v}\nis a finite set."))),
        Value::Bool(_) | Value::Int(_) | Value::Big(_) | Value::Str(_) | Value::Model(_) => {
            return Err(ValueError::new(format!("Attempted to check if the {} {v} is a finite set.", kind(v))))
        }
        Value::Lazy(l) => match &**l {
            LazySet::Interval(..) => true,
            LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_) => false,
            LazySet::Subset(s) => is_finite(s)?,
            LazySet::FnSet(d, r) => is_finite(d)? && is_finite(r)?,
            LazySet::RecordSet(fields) => {
                for (_, s) in fields {
                    if !is_finite(s)? {
                        return Ok(false);
                    }
                }
                true
            }
            LazySet::Product(sets) => {
                for s in sets {
                    if !is_finite(s)? {
                        return Ok(false);
                    }
                }
                true
            }
            LazySet::Cup(..) | LazySet::Cap(..) | LazySet::Diff(..) | LazySet::Union(_) | LazySet::Filter(..) => l.is_finite(),
        },
    })
}

/// TLC's `size()`: the number of elements of a set (or of pairs of a
/// function), with TLC's 32-bit overflow errors.
pub(crate) fn tlc_size(v: &Value) -> Result<i64, ValueError> {
    let too_many = || overflow(&format!("the number of elements in:\n{v}"));
    match v {
        Value::Set(_) => v.cardinality(),
        Value::Tuple(_) => Ok(v.as_seq()?.len() as i64),
        Value::Record(_) | Value::Fn(_) => Ok(v.pairs()?.len() as i64),
        // (TLC's size of an unbuilt function is its domain's.)
        Value::LazyFn(f) => tlc_size(&f.domain),
        Value::Bool(_) | Value::Int(_) | Value::Big(_) | Value::Str(_) | Value::Model(_) => {
            Err(ValueError::new(format!("Attempted to compute the number of elements in the {} {v}.", kind(v))))
        }
        Value::Lazy(l) => match &**l {
            LazySet::Interval(a, b) => {
                if b < a {
                    Ok(0)
                } else if fits_i32(b - a + 1) || big_integers() {
                    // (`..` refuses an interval of more than i64::MAX
                    // elements.)
                    Ok(b - a + 1)
                } else {
                    Err(ValueError::new(format!("Size of interval value exceeds the maximum representable size (32bits): {v}.")))
                }
            }
            LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_) => {
                Err(ValueError::new(format!("Attempted to compute the number of elements in the overridden value {v}.")))
            }
            LazySet::Subset(s) => {
                let n = tlc_size(s)?;
                if n >= 31 {
                    return Err(too_many());
                }
                Ok(1 << n)
            }
            LazySet::FnSet(d, r) => {
                let (dsz, rsz) = (tlc_size(d)?, tlc_size(r)?);
                if rsz <= 1 {
                    return Ok(if dsz == 0 { 1 } else { rsz });
                }
                let mut sz: i64 = 1;
                for _ in 0..dsz {
                    sz *= rsz;
                    if !fits_i32(sz) {
                        return Err(too_many());
                    }
                }
                Ok(sz)
            }
            LazySet::RecordSet(fields) => {
                let mut sz: i64 = 1;
                for (_, s) in fields {
                    sz = sz.saturating_mul(tlc_size(s)?);
                    if !fits_i32(sz) {
                        return Err(too_many());
                    }
                }
                Ok(sz)
            }
            LazySet::Product(sets) => {
                let mut sz: i64 = 1;
                for s in sets {
                    sz = sz.saturating_mul(tlc_size(s)?);
                    if !fits_i32(sz) {
                        return Err(overflow(&format!("the number of elements in {v}")));
                    }
                }
                Ok(sz)
            }
            LazySet::Cup(..) | LazySet::Cap(..) | LazySet::Diff(..) | LazySet::Union(_) | LazySet::Filter(..) => v.cardinality(),
        },
    }
}

/// `Cardinality(S)`: defined for TLC's enumerable sets only.
pub(super) fn cardinality(args: &[Value]) -> NResult {
    let v = &args[0];
    let enumerable = match v {
        Value::Set(_) => true,
        Value::Lazy(l) => !matches!(&**l, LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_)),
        _ => false,
    };
    if !enumerable {
        return Err(cardinality_error(v));
    }
    Ok(Value::Int(tlc_size(v)?))
}

fn is_finite_set(args: &[Value]) -> NResult {
    bool_val(is_finite(&args[0])?)
}
