//! Sequences (TLC's tlc2.module.Sequences). As in TLC, `Len`, `\o`, `Tail`
//! and `SubSeq` also work on strings (as sequences of UTF-16 code units);
//! `Head` and `Append` do not.

use super::*;

pub(super) static NATIVES: &[Entry] = &[
    ("Sequences", "Seq", NativeOp { arity: 1, f: seq }),
    ("Sequences", "Len", NativeOp { arity: 1, f: len }),
    ("Sequences", "\\o", NativeOp { arity: 2, f: concat_op }),
    ("Sequences", "Append", NativeOp { arity: 2, f: append_op }),
    ("Sequences", "Head", NativeOp { arity: 1, f: head }),
    ("Sequences", "Tail", NativeOp { arity: 1, f: tail }),
    ("Sequences", "SubSeq", NativeOp { arity: 3, f: subseq_op }),
];

fn seq(args: &[Value]) -> NResult {
    Ok(Value::lazy(LazySet::Seq(args[0].clone())))
}

/// `Len(s)`.
pub(crate) fn seq_len(s: &Value) -> Result<i64, ValueError> {
    match s {
        Value::Str(_) => Ok(utf16(s).unwrap().len() as i64),
        Value::Tuple(_) => Ok(s.as_seq()?.len() as i64),
        other => Err(one_arg_error("Len", "sequence", other)),
    }
}

fn len(args: &[Value]) -> NResult {
    Ok(Value::Int(seq_len(&args[0])?))
}

fn head(args: &[Value]) -> NResult {
    match &args[0] {
        s @ Value::Tuple(_) => s.as_seq()?.first().cloned().ok_or_else(|| empty_seq("Head")),
        other => Err(one_arg_error("Head", "sequence", other)),
    }
}

fn tail(args: &[Value]) -> NResult {
    match &args[0] {
        s @ Value::Str(_) => {
            let u = utf16(s).unwrap();
            if u.is_empty() {
                return Err(empty_seq("Tail"));
            }
            Ok(from_utf16(&u[1..]))
        }
        s @ Value::Tuple(_) => {
            let elems = s.as_seq()?;
            if elems.is_empty() {
                return Err(empty_seq("Tail"));
            }
            Ok(Value::tuple_from(elems[1..].iter().cloned()))
        }
        other => Err(one_arg_error("Tail", "sequence", other)),
    }
}

/// `Append(s, e)`.
pub(crate) fn append(s: &Value, e: &Value) -> NResult {
    match s {
        Value::Tuple(_) => {
            let elems = s.as_seq()?;
            Ok(Value::tuple_from((0..elems.len() + 1).map(|k| elems.get(k).unwrap_or(e).clone())))
        }
        other => Err(evaluating("Append(s, v)", "sequence", other)),
    }
}

fn append_op(args: &[Value]) -> NResult {
    append(&args[0], &args[1])
}

/// `s \o t`.
pub(crate) fn concat(s: &Value, t: &Value) -> NResult {
    if let Value::Str(_) = s {
        return match t {
            Value::Str(_) => {
                let mut u = utf16(s).unwrap();
                u.extend(utf16(t).unwrap());
                Ok(from_utf16(&u))
            }
            other => Err(evaluating("t \\o s", "string", other)),
        };
    }
    let a = match s {
        Value::Tuple(_) => s.as_seq()?,
        other => return Err(evaluating("s \\o t", "sequence", other)),
    };
    let b = match t {
        Value::Tuple(_) => t.as_seq()?,
        other => return Err(evaluating("t \\o s", "sequence", other)),
    };
    if a.is_empty() {
        return Ok(t.clone());
    }
    if b.is_empty() {
        return Ok(s.clone());
    }
    let mut elems = a.to_vec();
    elems.extend_from_slice(b);
    Ok(Value::tuple(elems))
}

fn concat_op(args: &[Value]) -> NResult {
    concat(&args[0], &args[1])
}

/// `SubSeq(s, m, n)`: empty when `n < m`; otherwise both `m` and `n` must
/// lie in `1..Len(s)`.
pub(crate) fn subseq(s: &Value, m: &Value, n: &Value) -> NResult {
    let units = utf16(s);
    let elems = match (s, &units) {
        (_, Some(_)) => None,
        (Value::Tuple(_), None) => Some(s.as_seq()?),
        (other, None) => return Err(arg_error("first", "SubSeq", "sequence", other)),
    };
    let beg = match m {
        Value::Int(i) => *i,
        other => return Err(arg_error("second", "SubSeq", "natural number", other)),
    };
    let end = match n {
        Value::Int(i) => *i,
        other => return Err(arg_error("third", "SubSeq", "natural number", other)),
    };
    if beg > end {
        return Ok(if units.is_some() { Value::str("") } else { Value::tuple(Vec::new()) });
    }
    let len = match (&units, elems) {
        (Some(u), _) => u.len(),
        (None, Some(e)) => e.len(),
        _ => unreachable!(),
    } as i64;
    if beg < 1 || beg > len {
        return Err(not_in_domain("second", "SubSeq", "first", s, m));
    }
    if end < 1 || end > len {
        return Err(not_in_domain("third", "SubSeq", "first", s, n));
    }
    let range = (beg - 1) as usize..end as usize;
    Ok(match (units, elems) {
        (Some(u), _) => from_utf16(&u[range]),
        (None, Some(e)) => Value::tuple(e[range].to_vec()),
        _ => unreachable!(),
    })
}

fn subseq_op(args: &[Value]) -> NResult {
    subseq(&args[0], &args[1], &args[2])
}
