//! Values as short byte strings, for states written to disk (the search's
//! frontier when it outgrows its memory budget) and read back by the same
//! process.
//!
//! A value is a tag byte and its parts: integers and lengths as LEB128
//! varints (integers zigzagged), strings and model values by their interned
//! number (valid within the process that wrote them), compound values by
//! their elements in their canonical order, and lazy sets as the
//! description they are (so `1..1000000` stays four bytes and reads back
//! as the interval it was, printed as such). Reading rebuilds the same
//! representation, without sorting again.

use crate::intern::Str;
use crate::lazy::LazySet;
use crate::value::Value;

const FALSE: u8 = 0;
const TRUE: u8 = 1;
const INT: u8 = 2;
const STR: u8 = 3;
const MODEL: u8 = 4;
const SET: u8 = 5;
const TUPLE: u8 = 6;
const RECORD: u8 = 7;
const FUNCTION: u8 = 8;
/// A lazy set: this tag, the set's kind (`LazySet::kind_tag`), its parts.
const LAZY: u8 = 9;
/// A big integer: its length in bytes, its two's-complement bytes
/// (little-endian).
const BIG: u8 = 10;

/// Appends `v`'s bytes to `out`.
pub fn encode(v: &Value, out: &mut Vec<u8>) {
    match v {
        Value::Bool(false) => out.push(FALSE),
        Value::Bool(true) => out.push(TRUE),
        Value::Int(n) => {
            out.push(INT);
            varint(zigzag(*n), out);
        }
        Value::Big(b) => {
            out.push(BIG);
            let bytes = b.to_signed_bytes_le();
            varint(bytes.len() as u64, out);
            out.extend_from_slice(&bytes);
        }
        Value::Str(s) => {
            out.push(STR);
            varint(s.0 as u64, out);
        }
        Value::Model(s) => {
            out.push(MODEL);
            varint(s.0 as u64, out);
        }
        Value::Set(s) => {
            out.push(SET);
            all(s.elems(), out);
        }
        Value::Tuple(t) => {
            out.push(TUPLE);
            all(t.elems(), out);
        }
        Value::Record(r) => {
            out.push(RECORD);
            varint(r.fields().len() as u64, out);
            for (name, v) in r.fields() {
                varint(name.0 as u64, out);
                encode(v, out);
            }
        }
        Value::Fn(f) => {
            out.push(FUNCTION);
            varint(f.domain().len() as u64, out);
            for (k, v) in f.domain().iter().zip(f.values()) {
                encode(k, out);
                encode(v, out);
            }
        }
        // Never in a state: fingerprinting a state holding one fails first.
        Value::LazyFn(_) => {
            out.push(FUNCTION);
            varint(0, out);
        }
        Value::Lazy(l) => {
            out.push(LAZY);
            varint(l.kind_tag(), out);
            match &**l {
                LazySet::Interval(a, b) => {
                    varint(zigzag(*a), out);
                    varint(zigzag(*b), out);
                }
                // (A comprehension's is never in a state: fingerprinting
                // one fails first.)
                LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Filter(..) => {}
                LazySet::Subset(s) | LazySet::Seq(s) | LazySet::Union(s) => encode(s, out),
                LazySet::FnSet(a, b) | LazySet::Cup(a, b) | LazySet::Cap(a, b) | LazySet::Diff(a, b) => {
                    encode(a, out);
                    encode(b, out);
                }
                LazySet::RecordSet(fields) => {
                    varint(fields.len() as u64, out);
                    for (name, v) in fields {
                        varint(name.0 as u64, out);
                        encode(v, out);
                    }
                }
                LazySet::Product(factors) => all(factors, out),
            }
        }
    }
}

/// Reads one value from the start of `bytes`, advancing it past it; None
/// if the bytes are not a value this module wrote.
pub fn decode(bytes: &mut &[u8]) -> Option<Value> {
    let tag = byte(bytes)?;
    Some(match tag {
        FALSE => Value::Bool(false),
        TRUE => Value::Bool(true),
        INT => Value::Int(unzigzag(read_varint(bytes)?)),
        BIG => {
            let n = length(bytes)?;
            let (digits, rest) = bytes.split_at(n);
            *bytes = rest;
            Value::big(crate::BigInt::from_signed_bytes_le(digits))
        }
        STR => Value::Str(Str(u32::try_from(read_varint(bytes)?).ok()?)),
        MODEL => Value::Model(Str(u32::try_from(read_varint(bytes)?).ok()?)),
        SET => Value::set_sorted(decode_all(bytes)?),
        TUPLE => Value::tuple(decode_all(bytes)?),
        RECORD => Value::record_sorted(fields(bytes)?),
        FUNCTION => {
            let n = length(bytes)?;
            let mut pairs = Vec::with_capacity(n);
            for _ in 0..n {
                let k = decode(bytes)?;
                pairs.push((k, decode(bytes)?));
            }
            Value::function_sorted(pairs)
        }
        LAZY => {
            let set = match read_varint(bytes)? {
                1 => LazySet::Interval(unzigzag(read_varint(bytes)?), unzigzag(read_varint(bytes)?)),
                2 => LazySet::Nat,
                3 => LazySet::Int,
                4 => LazySet::Real,
                5 => LazySet::Strings,
                6 => LazySet::Subset(decode(bytes)?),
                7 => LazySet::FnSet(decode(bytes)?, decode(bytes)?),
                8 => LazySet::RecordSet(fields(bytes)?),
                9 => LazySet::Product(decode_all(bytes)?),
                10 => LazySet::Seq(decode(bytes)?),
                11 => LazySet::Cup(decode(bytes)?, decode(bytes)?),
                12 => LazySet::Cap(decode(bytes)?, decode(bytes)?),
                13 => LazySet::Diff(decode(bytes)?, decode(bytes)?),
                14 => LazySet::Union(decode(bytes)?),
                _ => return None,
            };
            Value::lazy(set)
        }
        _ => return None,
    })
}

fn all(values: &[Value], out: &mut Vec<u8>) {
    varint(values.len() as u64, out);
    for v in values {
        encode(v, out);
    }
}

fn decode_all(bytes: &mut &[u8]) -> Option<Vec<Value>> {
    let n = length(bytes)?;
    (0..n).map(|_| decode(bytes)).collect()
}

fn fields(bytes: &mut &[u8]) -> Option<Vec<(Str, Value)>> {
    let n = length(bytes)?;
    (0..n).map(|_| Some((Str(u32::try_from(read_varint(bytes)?).ok()?), decode(bytes)?))).collect()
}

/// A count of parts, no more than the bytes left could hold (each part
/// takes a byte at least): bad input never makes a huge allocation.
fn length(bytes: &mut &[u8]) -> Option<usize> {
    let n = usize::try_from(read_varint(bytes)?).ok()?;
    (n <= bytes.len()).then_some(n)
}

fn zigzag(n: i64) -> u64 {
    ((n << 1) ^ (n >> 63)) as u64
}

fn unzigzag(n: u64) -> i64 {
    ((n >> 1) as i64) ^ -((n & 1) as i64)
}

/// Appends `n` as a LEB128 varint.
pub fn varint(mut n: u64, out: &mut Vec<u8>) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Reads a LEB128 varint from the start of `bytes`, advancing it.
pub fn read_varint(bytes: &mut &[u8]) -> Option<u64> {
    let mut n: u64 = 0;
    for shift in (0..64).step_by(7) {
        let b = byte(bytes)?;
        n |= ((b & 0x7f) as u64) << shift;
        if b < 0x80 {
            return Some(n);
        }
    }
    None
}

fn byte(bytes: &mut &[u8]) -> Option<u8> {
    let (&b, rest) = bytes.split_first()?;
    *bytes = rest;
    Some(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(v: &Value) -> Value {
        let mut out = Vec::new();
        encode(v, &mut out);
        let mut bytes = &out[..];
        let back = decode(&mut bytes).expect("decodes");
        assert!(bytes.is_empty(), "{v}: {} bytes left", bytes.len());
        back
    }

    /// Every kind of value reads back equal, with the same fingerprint and
    /// the same printed form.
    #[test]
    fn values_read_back_as_written() {
        let s = |x: &str| Value::str(x);
        let ints = |r: std::ops::RangeInclusive<i64>| Value::set(r.map(Value::Int).collect());
        let values = vec![
            Value::Bool(true),
            Value::Bool(false),
            Value::Int(0),
            Value::Int(-1),
            Value::Int(i64::MAX),
            Value::Int(i64::MIN),
            Value::big(crate::BigInt::from(i64::MAX) * 1000),
            Value::big(-crate::BigInt::from(2).pow(200)),
            s("a string"),
            Value::Model(Str::new("p1")),
            ints(1..=3),
            Value::empty_set(),
            Value::tuple(vec![s("x"), Value::Int(300), Value::tuple(vec![])]),
            Value::record(vec![(Str::new("b"), Value::Int(2)), (Str::new("a"), ints(0..=1))]),
            Value::function(vec![(s("k"), Value::Int(1)), (Value::Int(7), Value::Bool(true))]),
            Value::function(vec![(Value::Model(Str::new("p1")), ints(1..=2)), (Value::Model(Str::new("p2")), Value::empty_set())]),
            Value::lazy(LazySet::Interval(-5, 1_000_000)),
            Value::lazy(LazySet::Nat),
            Value::lazy(LazySet::Subset(ints(1..=3))),
            Value::lazy(LazySet::FnSet(ints(1..=2), Value::lazy(LazySet::Strings))),
            Value::lazy(LazySet::RecordSet(vec![(Str::new("f"), ints(1..=2))])),
            Value::lazy(LazySet::Product(vec![ints(1..=2), Value::lazy(LazySet::Int)])),
            Value::lazy(LazySet::Seq(ints(1..=2))),
            Value::lazy(LazySet::Cup(Value::lazy(LazySet::Nat), ints(-1..=-1))),
            Value::lazy(LazySet::Cap(Value::lazy(LazySet::Nat), ints(1..=4))),
            Value::lazy(LazySet::Diff(Value::lazy(LazySet::Int), ints(1..=4))),
            Value::lazy(LazySet::Union(Value::set(vec![Value::lazy(LazySet::Nat)]))),
            Value::lazy(LazySet::Real),
        ];
        for v in &values {
            let back = round_trip(v);
            assert_eq!(back.to_string(), v.to_string());
            assert!(back == *v || matches!(v, Value::Lazy(_)), "{v}");
            if !matches!(v, Value::Lazy(l) if !l.is_finite()) {
                assert_eq!(back.fingerprint(), v.fingerprint(), "{v}");
            }
        }
        // A state is its values one after the other.
        let mut out = Vec::new();
        values.iter().for_each(|v| encode(v, &mut out));
        let mut bytes = &out[..];
        let back: Vec<Value> = (0..values.len()).map(|_| decode(&mut bytes).expect("decodes")).collect();
        assert!(bytes.is_empty());
        assert_eq!(back.iter().map(|v| v.to_string()).collect::<Vec<_>>(), values.iter().map(|v| v.to_string()).collect::<Vec<_>>());
    }

    /// Bytes this module did not write are refused, never a panic or a
    /// huge allocation.
    #[test]
    fn foreign_bytes_are_refused() {
        for bad in [&[][..], &[42], &[SET, 0xff, 0xff, 0xff, 0xff, 0x0f], &[TUPLE, 3, TRUE], &[LAZY, 99], &[INT, 0x80]] {
            let mut bytes = bad;
            assert!(decode(&mut bytes).is_none(), "{bad:?}");
        }
    }
}
