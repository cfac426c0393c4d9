//! Values printed the way TLC prints them in traces.

use crate::lazy::LazySet;
use crate::value::Value;
use std::fmt;

// Without TLC's `expand` mode (`-terse`, `Settings::expand`), lazy sets are
// printed as written (`SUBSET {1, 2}`, `[S -> T]`), never enumerated. (TLC
// also keeps `\cup`, `\cap`, `\`, set comprehensions and functions
// `[x \in S |-> e]` unevaluated and prints them so; tlars computes those
// when they are finite, and prints their values.)

fn list(f: &mut fmt::Formatter<'_>, items: &[Value]) -> fmt::Result {
    for (i, v) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{v}")?;
    }
    Ok(())
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(true) => f.write_str("TRUE"),
            Value::Bool(false) => f.write_str("FALSE"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Big(b) => write!(f, "{b}"),
            Value::Str(s) => write_string(f, &s.as_str()),
            Value::Model(s) => write!(f, "{}", &*s.as_str()),
            Value::Set(s) => {
                f.write_str("{")?;
                list(f, s.elems())?;
                f.write_str("}")
            }
            Value::Tuple(_) => {
                f.write_str("<<")?;
                list(f, self.as_seq().unwrap())?;
                f.write_str(">>")
            }
            // As TLC: a function from strings prints as a record only when
            // every string could be a field name.
            Value::Record(_) if !self.record_fields().unwrap().iter().all(|(k, _)| is_field_name(&k.as_str())) => {
                f.write_str("(")?;
                for (i, (k, v)) in self.record_fields().unwrap().iter().enumerate() {
                    if i > 0 {
                        f.write_str(" @@ ")?;
                    }
                    write_string(f, &k.as_str())?;
                    write!(f, " :> {v}")?;
                }
                f.write_str(")")
            }
            Value::Record(_) => {
                f.write_str("[")?;
                for (i, (k, v)) in self.record_fields().unwrap().iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{} |-> {v}", &*k.as_str())?;
                }
                f.write_str("]")
            }
            Value::Fn(_) => {
                f.write_str("(")?;
                for (i, (k, v)) in self.pairs().unwrap().iter().enumerate() {
                    if i > 0 {
                        f.write_str(" @@ ")?;
                    }
                    write!(f, "{k} :> {v}")?;
                }
                f.write_str(")")
            }
            Value::Lazy(l) => fmt::Display::fmt(&**l, f),
            // TLC prints its rule, the body as a location; tlars' values
            // know neither the bound names nor the source.
            Value::LazyFn(l) => write!(f, "[x \\in {} |-> <expression>]", l.domain),
        }
    }
}

impl fmt::Display for LazySet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = self;
        match l {
            LazySet::Interval(a, b) if a > b => f.write_str("{}"),
            LazySet::Interval(a, b) => write!(f, "{a}..{b}"),
            LazySet::Nat => f.write_str("Nat"),
            LazySet::Int => f.write_str("Int"),
            LazySet::Real => f.write_str("Real"),
            LazySet::Strings => f.write_str("STRING"),
            _ if expands(l) => match l.enumerate() {
                Ok(set) => write!(f, "{set}"),
                Err(_) => write_lazy(f, l),
            },
            _ => write_lazy(f, l),
        }
    }
}

/// TLC's test for a string that can be printed as a record's field name:
/// letters, digits and `_`, with a letter, not starting `WF_` or `SF_`.
fn is_field_name(name: &str) -> bool {
    let chars_ok = name.chars().all(|c| c == '_' || c.is_alphanumeric());
    let has_letter = name.chars().any(char::is_alphabetic);
    chars_ok && has_letter && (name.len() < 4 || !(name.starts_with("WF_") || name.starts_with("SF_")))
}

/// A string literal with TLC's escapes (`StringValue.PrintVersion`).
fn write_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("\"")?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\t' => f.write_str("\\t")?,
            '\n' => f.write_str("\\n")?,
            '\u{c}' => f.write_str("\\f")?,
            '\r' => f.write_str("\\r")?,
            c => write!(f, "{c}")?,
        }
    }
    f.write_str("\"")
}

/// TLC's enumeration bound for printing sets of functions, records and
/// tuples (`TLCGlobals.enumBound`).
const ENUM_BOUND: i64 = 2000;

/// The number of elements as TLC computes it for printing: `None` when
/// it cannot be computed or leaves 32-bit range.
fn size(v: &Value) -> Option<i64> {
    v.cardinality().ok().filter(|n| *n <= i32::MAX as i64)
}

/// Whether TLC prints the lazy set enumerated (its default `expand` mode):
/// `SUBSET S` when S has fewer than 7 elements, sets of functions, records
/// and tuples with fewer than 2000 elements.
fn expands(l: &LazySet) -> bool {
    if !crate::Settings::current().expand {
        return false;
    }
    match l {
        LazySet::Subset(s) => size(s).is_some_and(|n| n < 7),
        LazySet::FnSet(d, r) => match (size(d), size(r)) {
            (Some(dsz), Some(rsz)) => {
                let mut sz: i64 = 1;
                for _ in 0..dsz.min(64) {
                    sz = sz.saturating_mul(rsz);
                }
                if rsz <= 1 {
                    sz = if dsz == 0 { 1 } else { rsz };
                }
                sz < ENUM_BOUND
            }
            _ => false,
        },
        LazySet::RecordSet(fields) => product_size(fields.iter().map(|f| &f.1)).is_some_and(|n| n < ENUM_BOUND),
        LazySet::Product(sets) => product_size(sets.iter()).is_some_and(|n| n < ENUM_BOUND),
        _ => false,
    }
}

fn product_size<'a>(sets: impl Iterator<Item = &'a Value>) -> Option<i64> {
    let mut sz: i64 = 1;
    for s in sets {
        sz = sz.saturating_mul(size(s)?);
    }
    Some(sz)
}

/// A lazy set in TLC's unexpanded form.
fn write_lazy(f: &mut fmt::Formatter<'_>, l: &LazySet) -> fmt::Result {
    match l {
        LazySet::Subset(s) => match s {
            Value::Lazy(inner) if matches!(**inner, LazySet::Interval(..)) => write!(f, "SUBSET ({s})"),
            _ => write!(f, "SUBSET {s}"),
        },
        LazySet::FnSet(d, r) => write!(f, "[{d} -> {r}]"),
        LazySet::RecordSet(fields) => {
            f.write_str("[")?;
            for (i, (k, v)) in fields.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{}: {v}", &*k.as_str())?;
            }
            f.write_str("]")
        }
        LazySet::Product(fs) => {
            f.write_str("(")?;
            for (i, s) in fs.iter().enumerate() {
                if i > 0 {
                    f.write_str(" \\X ")?;
                }
                write!(f, "{s}")?;
            }
            f.write_str(")")
        }
        LazySet::Seq(s) => write!(f, "Seq({s})"),
        LazySet::Cup(a, b) => write!(f, "{a} \\cup {b}"),
        LazySet::Cap(a, b) => write!(f, "{a} \\cap {b}"),
        LazySet::Diff(a, b) => write!(f, "{a} \\ {b}"),
        LazySet::Union(s) => write!(f, "UNION {s}"),
        // TLC prints the predicate as its location, which values do not know.
        LazySet::Filter(s, _) => write!(f, "{{x \\in {s} : <expression>}}"),
        LazySet::Interval(..) | LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings => unreachable!(),
    }
}
