//! TLC's hash codes of values and the order in which a Java `HashMap` keyed
//! by them is iterated.
//!
//! A few of TLC's Java operators (VectorClocks' `CausalOrder`) iterate a
//! `HashMap` whose keys are TLA+ values, and that order shows in their
//! results. A TLC value's `hashCode` folds its 64-bit fingerprint (TLC's
//! FP64: a Rabin fingerprint over an irreducible polynomial) to 32 bits.
//! TLC picks the polynomial at random at each run (`-fp N` fixes it), so
//! such results vary from run to run in TLC; tlars always uses the first
//! polynomial, and gives what TLC gives with `-fp 0`.

use crate::value::Value;
use std::sync::OnceLock;

/// The first of TLC's irreducible polynomials (`-fp 0`).
const POLYNOMIAL: u64 = 0x911498AE0E66BAD6;

/// The table that extends a fingerprint by one byte (the polynomial's
/// x^(8*7) multiples of each byte value, modulo the polynomial).
fn byte_table() -> &'static [u64; 256] {
    static TABLE: OnceLock<[u64; 256]> = OnceLock::new();
    TABLE.get_or_init(|| {
        // Powers of x, bit 63 being x^0: x^i for i < 72.
        let mut powers = [0u64; 72];
        let mut t: u64 = 1 << 63;
        for p in powers.iter_mut() {
            *p = t;
            t = (t >> 1) ^ if t & 1 != 0 { POLYNOMIAL } else { 0 };
        }
        let mut table = [0u64; 256];
        for (j, entry) in table.iter_mut().enumerate() {
            *entry = (0..8).filter(|k| j & (1 << k) != 0).fold(0, |v, k| v ^ powers[71 - k]);
        }
        table
    })
}

fn extend_byte(fp: u64, b: u8) -> u64 {
    (fp >> 8) ^ byte_table()[((b as u64 ^ fp) & 0xFF) as usize]
}

fn extend_int(fp: u64, x: i32) -> u64 {
    x.to_le_bytes().iter().fold(fp, |fp, &b| extend_byte(fp, b))
}

/// TLC's type codes, the first byte of a value's fingerprint.
const BOOL_VALUE: u8 = 0;
const INT_VALUE: u8 = 1;
const STRING_VALUE: u8 = 3;

/// TLC's type codes of compound values (`ValueConstants`).
const SETENUM_VALUE: u8 = 5;
const FCNRCD_VALUE: u8 = 9;
const MODEL_VALUE: u8 = 21;

/// TLC's 64-bit fingerprint of `v` (`v.fingerPrint(FP64.New())`), with the
/// polynomial TLC uses with `-fp 0`. Sets are fingerprinted as their
/// elements in TLC's order, and every function (tuples and records too) as
/// its pairs, as TLC does. A model value's depends on the number TLC
/// interned its name with, which tlars does not know: tlars' own number
/// stands for it, so those differ from TLC's. An error for a set that
/// cannot be listed.
pub fn fingerprint64(v: &Value) -> Result<i64, crate::value::ValueError> {
    fn extend_str(fp: u64, s: &str) -> u64 {
        let units: Vec<u16> = s.encode_utf16().collect();
        let fp = extend_int(extend_byte(fp, STRING_VALUE), units.len() as i32);
        // (Java extends by the low byte of each UTF-16 unit.)
        units.iter().fold(fp, |fp, &u| extend_byte(fp, u as u8))
    }
    fn go(fp: u64, v: &Value) -> Result<u64, crate::value::ValueError> {
        Ok(match v {
            Value::Bool(b) => extend_byte(extend_byte(fp, BOOL_VALUE), if *b { b't' } else { b'f' }),
            Value::Int(n) => extend_int(extend_byte(fp, INT_VALUE), *n as i32),
            // TLC has none: its decimal digits, as nothing else is.
            Value::Big(b) => extend_str(extend_byte(fp, INT_VALUE), &b.to_string()),
            Value::Str(s) => extend_str(fp, &s.as_str()),
            Value::Model(m) => extend_int(extend_byte(fp, MODEL_VALUE), m.0 as i32),
            Value::Set(_) | Value::Lazy(_) => {
                let elems = v.elements()?;
                let mut fp = extend_int(extend_byte(fp, SETENUM_VALUE), elems.len() as i32);
                for e in elems.iter() {
                    fp = go(fp, e)?;
                }
                fp
            }
            Value::Tuple(_) | Value::Record(_) | Value::Fn(_) | Value::LazyFn(_) => {
                let pairs = v.pairs()?;
                let mut fp = extend_int(extend_byte(fp, FCNRCD_VALUE), pairs.len() as i32);
                for (k, x) in &pairs {
                    fp = go(go(fp, k)?, x)?;
                }
                fp
            }
        })
    }
    go(POLYNOMIAL, v).map(|fp| fp as i64)
}

/// TLC's `hashCode()` of `v`, its fingerprint folded to 32 bits, for the
/// values whose fingerprint does not depend on the run (booleans, 32-bit
/// integers, strings). A model value's depends on the order TLC interned
/// names in; `None` then.
pub fn hash_code(v: &Value) -> Option<i32> {
    match v {
        Value::Bool(_) | Value::Str(_) => {}
        Value::Int(n) if i32::try_from(*n).is_ok() => {}
        _ => return None,
    }
    let fp = fingerprint64(v).ok()?;
    Some(((fp >> 32) as i32) ^ (fp as i32))
}

/// The order in which a Java `HashMap` (default capacity and load factor)
/// into which `keys` were put, in this order and without duplicates, is
/// iterated: by bucket of the final table, then in the order of insertion
/// (a resize splits each bucket without reordering it). `None` when a key
/// has no known hash code. (A bucket of 8 or more keys in a table of 64 or
/// more becomes a tree whose order differs; such collisions are not
/// reproduced.)
pub fn hash_map_order(keys: &[Value]) -> Option<Vec<usize>> {
    let mut capacity = 16usize;
    while keys.len() > capacity / 4 * 3 {
        capacity *= 2;
    }
    let mut buckets = Vec::with_capacity(keys.len());
    for k in keys {
        let h = hash_code(k)? as u32;
        buckets.push(((h ^ (h >> 16)) as usize) & (capacity - 1));
    }
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by_key(|&i| (buckets[i], i));
    Some(order)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The expected values are TLC's, printed by a Java program that called
    // `FP64.Init(0)` and then `hashCode()` on TLC's values, and iterated
    // `HashMap`s filled in the same order.

    #[test]
    fn hash_codes_are_tlcs() {
        assert_eq!(hash_code(&Value::str("0")), Some(1464943983));
        assert_eq!(hash_code(&Value::str("node-17")), Some(-1921255015));
        assert_eq!(hash_code(&Value::Int(0)), Some(-579344629));
        assert_eq!(hash_code(&Value::Int(-42)), Some(-979885700));
        assert_eq!(hash_code(&Value::Bool(true)), Some(-1255538333));
        assert_eq!(hash_code(&Value::Model(crate::intern::Str(0))), None);
    }

    #[test]
    fn fingerprints_are_tlcs() {
        // TLC's `fingerPrint(FP64.New())` after `FP64.Init(0)`; the
        // compound values are their elements' fingerprints, extended.
        let fold = |v: &Value| {
            let fp = fingerprint64(v).unwrap() as u64;
            ((fp >> 32) as i32) ^ (fp as i32)
        };
        for v in [Value::str("node-17"), Value::Int(-42), Value::Bool(true)] {
            assert_eq!(Some(fold(&v)), hash_code(&v));
        }
        let ints = |v: &[i64]| v.iter().map(|&i| Value::Int(i)).collect::<Vec<_>>();
        assert_eq!(fingerprint64(&Value::Int(1)).unwrap(), -686636423115914061);
        assert_eq!(fingerprint64(&Value::str("node-17")).unwrap(), 1964594318034886022);
        assert_eq!(fingerprint64(&Value::tuple(ints(&[1, 2]))).unwrap(), -6442905909194666038);
        assert_eq!(fingerprint64(&Value::set(ints(&[3, 1]))).unwrap(), -7614557063204285349);
        assert_eq!(fingerprint64(&Value::lazy(crate::LazySet::Interval(2, 4))).unwrap(), -5244128873810910680);
        // (TLC orders field names by when they were interned.)
        let (b, a) = (crate::intern::Str::new("fpb"), crate::intern::Str::new("fpa"));
        let rec = Value::record(vec![(b, Value::Bool(true)), (a, Value::str("x"))]);
        assert_eq!(fingerprint64(&rec).unwrap(), 2099684598471835210);
    }

    #[test]
    fn hash_map_iteration_is_javas() {
        let ints: Vec<Value> = (0..5).map(Value::Int).collect();
        assert_eq!(hash_map_order(&ints), Some(vec![1, 2, 3, 0, 4]));
        // 30 keys: the table has grown twice (to 64 buckets).
        let strings: Vec<Value> = (0..30).map(|i| Value::str(&format!("n{i}"))).collect();
        let java = [5, 7, 1, 3, 24, 18, 26, 20, 22, 16, 28, 14, 12, 10, 9, 4, 6, 0, 2, 25, 19, 27, 21, 23, 17, 29, 15, 13, 11, 8];
        assert_eq!(hash_map_order(&strings), Some(java.to_vec()));
    }
}
