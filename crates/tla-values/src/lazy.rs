//! Sets kept as a description rather than a list of elements.

use crate::intern::Str;
use crate::value::{Value, ValueError};
use std::cmp::Ordering;

type VResult<T> = Result<T, ValueError>;

/// Past this many elements a lazy set refuses to enumerate itself.
const MAX_ENUMERATION: u128 = 50_000_000;

pub enum LazySet {
    /// `a..b`
    Interval(i64, i64),
    Nat,
    Int,
    Real,
    /// STRING
    Strings,
    /// `SUBSET S`
    Subset(Value),
    /// `[S -> T]`
    FnSet(Value, Value),
    /// `[a : S, b : T]`, fields sorted
    RecordSet(Vec<(Str, Value)>),
    /// `S \X T \X ...`
    Product(Vec<Value>),
    /// `Seq(S)`
    Seq(Value),
    /// `S \cup T`, `S \cap T`, `S \ T` when an operand is infinite.
    Cup(Value, Value),
    Cap(Value, Value),
    Diff(Value, Value),
    /// `UNION S` when an element of S is infinite.
    Union(Value),
    /// `{x \in S : P}` over an S that cannot be enumerated (TLC's
    /// SetPredValue): membership is `x \in S` and P at x, which only the
    /// evaluator can tell (`Oracle`); `rule` is its closure, opaque here.
    Filter(Value, std::sync::Arc<dyn std::any::Any + Send + Sync>),
}

/// How the evaluator decides whether a value satisfies the predicate of a
/// `LazySet::Filter` (given its rule): membership in sets holding one asks it.
pub type Oracle<'a> = &'a dyn Fn(&(dyn std::any::Any + Send + Sync), &Value) -> VResult<bool>;

/// The oracle where there is no evaluator: a predicate cannot be decided.
pub fn no_oracle(_: &(dyn std::any::Any + Send + Sync), v: &Value) -> VResult<bool> {
    Err(ValueError::new(format!("Attempted to check if the value:\n{v}\nis in a set of the form {{x \\in S : p(x)}} without the evaluator")))
}

/// TLC's words for enumerating `{x \in S : P}` with S not enumerable.
pub(crate) fn filter_not_enumerable(base: &Value) -> ValueError {
    ValueError::new(format!("Attempted to enumerate {{ x \\in S : p(x) }} when S:\n{base}\nis not enumerable"))
}

fn infinite(what: &str) -> ValueError {
    ValueError::new(format!("attempted to enumerate {what}, which is infinite"))
}

impl LazySet {
    pub(crate) fn kind_tag(&self) -> u64 {
        match self {
            LazySet::Interval(..) => 1,
            LazySet::Nat => 2,
            LazySet::Int => 3,
            LazySet::Real => 4,
            LazySet::Strings => 5,
            LazySet::Subset(_) => 6,
            LazySet::FnSet(..) => 7,
            LazySet::RecordSet(_) => 8,
            LazySet::Product(_) => 9,
            LazySet::Seq(_) => 10,
            LazySet::Cup(..) => 11,
            LazySet::Cap(..) => 12,
            LazySet::Diff(..) => 13,
            LazySet::Union(_) => 14,
            LazySet::Filter(..) => 15,
        }
    }

    pub fn is_finite(&self) -> bool {
        match self {
            LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_) => false,
            LazySet::Interval(..) => true,
            LazySet::Subset(s) | LazySet::FnSet(s, _) if !s.is_finite_set() => false,
            LazySet::Subset(_) => true,
            LazySet::FnSet(d, r) => r.is_finite_set() || d.cardinality().ok() == Some(0),
            LazySet::RecordSet(fs) => fs.iter().all(|(_, s)| s.is_finite_set()),
            LazySet::Product(fs) => fs.iter().all(|s| s.is_finite_set()),
            LazySet::Cup(a, b) => a.is_finite_set() && b.is_finite_set(),
            LazySet::Cap(a, _) | LazySet::Diff(a, _) => a.is_finite_set(),
            LazySet::Union(s) => s.elements().map(|es| es.iter().all(|e| e.is_finite_set())).unwrap_or(false),
            LazySet::Filter(..) => false,
        }
    }

    pub fn contains(&self, v: &Value) -> VResult<bool> {
        self.contains_in(v, &no_oracle)
    }

    /// Membership, the predicates of comprehensions decided by `oracle`.
    pub fn contains_in(&self, v: &Value, oracle: Oracle) -> VResult<bool> {
        let decided = self.decide_membership(v, oracle);
        match self {
            // (TLC's values for these wrap any failure of their `member`,
            // see `ValueError::in_evaluated_set`; Seq(S), Nat, Int, Real
            // and STRING are its modules' values, which do not.)
            LazySet::Subset(_)
            | LazySet::FnSet(..)
            | LazySet::RecordSet(_)
            | LazySet::Product(_)
            | LazySet::Cup(..)
            | LazySet::Cap(..)
            | LazySet::Diff(..)
            | LazySet::Union(_) => decided.map_err(|e| if e.kind() == crate::ErrorKind::Overflow { e } else { e.in_evaluated_set() }),
            _ => decided,
        }
    }

    fn decide_membership(&self, v: &Value, oracle: Oracle) -> VResult<bool> {
        Ok(match self {
            // A value of another kind is an error in TLC, except an
            // (untyped) model value, which is in none of these sets.
            LazySet::Interval(a, b) => match v {
                Value::Int(i) => a <= i && i <= b,
                // (Bounds are `i64`s.)
                Value::Big(_) | Value::Model(_) => false,
                _ if a > b => false,
                _ => {
                    return Err(ValueError::of_kind(
                        format!("Attempted to check if the value:\n{v}\nis in the integer interval {a}..{b}"),
                        crate::ErrorKind::Runtime,
                    ))
                }
            },
            LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings => match (self, v) {
                (LazySet::Nat, Value::Int(i)) => *i >= 0,
                (LazySet::Nat, Value::Big(b)) => b.sign() != num_bigint::Sign::Minus,
                (LazySet::Int | LazySet::Real, Value::Int(_) | Value::Big(_)) | (LazySet::Strings, Value::Str(_)) => true,
                (_, Value::Model(_)) => false,
                _ => {
                    let name = match self {
                        LazySet::Nat => "Nat",
                        LazySet::Int => "Int",
                        LazySet::Real => "Real",
                        _ => "STRING",
                    };
                    return Err(ValueError::new(format!("Attempted to check if the value:\n{v}\nis an element of {name}.")).from_module());
                }
            },
            LazySet::Subset(s) => {
                if !v.is_set() {
                    return Err(ValueError::of_kind(
                        format!("Attempted to check if the non-enumerable value\n{v}\nis element of\n{self}"),
                        crate::ErrorKind::Runtime,
                    ));
                }
                for e in v.elements()?.iter() {
                    if !s.contains_in(e, oracle)? {
                        return Ok(false);
                    }
                }
                true
            }
            LazySet::FnSet(d, r) => {
                // Without building the pairs: this is checked in every
                // state by type invariants.
                match v {
                    Value::Tuple(_) => {
                        let xs = v.as_seq()?;
                        if xs.len() as i64 != d.cardinality()? {
                            return Ok(false);
                        }
                        for (i, x) in xs.iter().enumerate() {
                            if !d.contains_in(&Value::Int(i as i64 + 1), oracle)? || !r.contains_in(x, oracle)? {
                                return Ok(false);
                            }
                        }
                        true
                    }
                    Value::Record(_) => {
                        let fs = v.record_fields().unwrap_or(&[]);
                        if fs.len() as i64 != d.cardinality()? {
                            return Ok(false);
                        }
                        for (k, x) in fs {
                            if !d.contains_in(&Value::Str(*k), oracle)? || !r.contains_in(x, oracle)? {
                                return Ok(false);
                            }
                        }
                        true
                    }
                    Value::Fn(f) => {
                        if f.domain().len() as i64 != d.cardinality()? {
                            return Ok(false);
                        }
                        for (k, x) in f.domain().iter().zip(f.values()) {
                            if !d.contains_in(k, oracle)? || !r.contains_in(x, oracle)? {
                                return Ok(false);
                            }
                        }
                        true
                    }
                    // (An untyped model value is in no set of TLC's.)
                    Value::Model(_) => false,
                    _ => {
                        return Err(ValueError::of_kind(
                            format!("Attempted to check if \n{v}\nwhich is not a TLC function value, is in the set of functions:\n{self}"),
                            crate::ErrorKind::Runtime,
                        ))
                    }
                }
            }
            LazySet::RecordSet(fields) => match v.record_fields() {
                Some(vf) if vf.len() == fields.len() => {
                    for ((n1, x), (n2, s)) in vf.iter().zip(fields) {
                        if n1 != n2 || !s.contains_in(x, oracle)? {
                            return Ok(false);
                        }
                    }
                    true
                }
                Some(_) => false,
                // The empty tuple is the empty record; a function whose
                // domain is all strings is a record.
                None => match v {
                    Value::Model(_) => false,
                    Value::Tuple(_) if v.as_seq().is_ok_and(|x| x.is_empty()) => false,
                    Value::Fn(f) if f.domain().iter().all(|k| matches!(k, Value::Str(_))) => false,
                    _ => {
                        return Err(ValueError::of_kind(
                            format!("Attempted to check if non-record\n{v}\nis in the set of records:\n{self}"),
                            crate::ErrorKind::Runtime,
                        ))
                    }
                },
            },
            LazySet::Product(factors) => match v {
                Value::Tuple(_) => {
                    let elems = v.as_seq()?;
                    if elems.len() != factors.len() {
                        return Ok(false);
                    }
                    for (x, s) in elems.iter().zip(factors) {
                        if !s.contains_in(x, oracle)? {
                            return Ok(false);
                        }
                    }
                    true
                }
                Value::Model(_) => false,
                // A function whose domain is all integers is a tuple (or
                // is not one of these); any other value is an error.
                Value::Fn(f) if f.domain().iter().all(|k| matches!(k, Value::Int(_))) => false,
                _ => {
                    return Err(ValueError::of_kind(
                        format!("Attempted to check if non-tuple\n{v}\nis in the set of tuples:\n{self}"),
                        crate::ErrorKind::Runtime,
                    ))
                }
            },
            LazySet::Seq(s) => match v {
                Value::Tuple(_) => {
                    for x in v.as_seq()? {
                        if !s.contains_in(x, oracle)? {
                            return Ok(false);
                        }
                    }
                    true
                }
                // (TLC's Sequences.member: a value that is no tuple is its
                // module's error; an untyped model value is in no set.)
                Value::Model(_) => false,
                _ => return Err(ValueError::new(format!("Attempted to check if the value:\n{v}\nis an element of {self}.")).from_module()),
            },
            LazySet::Cup(a, b) => a.contains_in(v, oracle)? || b.contains_in(v, oracle)?,
            LazySet::Cap(a, b) => a.contains_in(v, oracle)? && b.contains_in(v, oracle)?,
            LazySet::Diff(a, b) => a.contains_in(v, oracle)? && !b.contains_in(v, oracle)?,
            LazySet::Union(s) => {
                for e in s.elements()?.iter() {
                    if e.contains_in(v, oracle)? {
                        return Ok(true);
                    }
                }
                false
            }
            LazySet::Filter(base, rule) => base.contains_in(v, oracle)? && oracle(&**rule, v)?,
        })
    }

    pub fn cardinality(&self) -> VResult<i64> {
        Ok(match self {
            LazySet::Interval(a, b) => (b - a + 1).max(0),
            LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_) => {
                return Err(ValueError::new("attempted to compute the cardinality of an infinite set"))
            }
            LazySet::Cup(..) | LazySet::Cap(..) | LazySet::Diff(..) | LazySet::Union(_) | LazySet::Filter(..) => self.enumerate()?.cardinality()?,
            LazySet::Subset(s) => {
                let n = s.cardinality()?;
                if n >= 62 {
                    return Err(ValueError::new("SUBSET of a set this large has too many elements"));
                }
                1i64 << n
            }
            LazySet::FnSet(d, r) => {
                let (n, m) = (d.cardinality()?, r.cardinality()?);
                let mut total: i64 = 1;
                for _ in 0..n {
                    total = total.checked_mul(m).ok_or_else(|| ValueError::new("set of functions too large"))?;
                }
                total
            }
            LazySet::RecordSet(fields) => {
                let mut total: i64 = 1;
                for (_, s) in fields {
                    total = total.checked_mul(s.cardinality()?).ok_or_else(|| ValueError::new("set of records too large"))?;
                }
                total
            }
            LazySet::Product(fs) => {
                let mut total: i64 = 1;
                for s in fs {
                    total = total.checked_mul(s.cardinality()?).ok_or_else(|| ValueError::new("Cartesian product too large"))?;
                }
                total
            }
        })
    }

    /// The number of elements when it follows from the sizes of the
    /// components without enumerating anything (`None` otherwise, also for
    /// infinite sets).
    pub fn cheap_cardinality(&self) -> Option<i64> {
        let product = |sets: &mut dyn Iterator<Item = &Value>| -> Option<i64> {
            let mut total: i64 = 1;
            for s in sets {
                total = total.checked_mul(s.cheap_cardinality()?)?;
            }
            Some(total)
        };
        match self {
            LazySet::Interval(a, b) => Some((b - a + 1).max(0)),
            LazySet::Subset(s) => s.cheap_cardinality().filter(|&n| n < 62).map(|n| 1i64 << n),
            LazySet::FnSet(d, r) => product(&mut std::iter::repeat_n(r, d.cheap_cardinality()? as usize)),
            LazySet::RecordSet(fields) => product(&mut fields.iter().map(|f| &f.1)),
            LazySet::Product(fs) => product(&mut fs.iter()),
            _ => None,
        }
    }

    fn check_size(&self) -> VResult<()> {
        let n = self.cardinality()? as u128;
        if n > MAX_ENUMERATION {
            return Err(ValueError::new(format!("attempted to enumerate a set of {n} elements")));
        }
        Ok(())
    }

    /// The set as an enumerated set.
    pub fn enumerate(&self) -> VResult<Value> {
        match self {
            LazySet::Interval(a, b) => Ok(Value::set_sorted((*a..=*b).map(Value::Int).collect())),
            LazySet::Nat => Err(infinite("Nat")),
            LazySet::Int => Err(infinite("Int")),
            LazySet::Real => Err(infinite("Real")),
            LazySet::Strings => Err(infinite("STRING")),
            LazySet::Seq(_) => Err(infinite("Seq(S)")),
            // (Over another such set, that one fails first, as in TLC.)
            LazySet::Filter(base, _) => match base {
                Value::Lazy(inner) if matches!(**inner, LazySet::Filter(..)) => inner.enumerate(),
                _ => Err(filter_not_enumerable(base)),
            },
            // An intersection or difference is finite when its left side is.
            LazySet::Cap(a, b) | LazySet::Diff(a, b) => {
                let keep_in_b = matches!(self, LazySet::Cap(..));
                let mut out = Vec::new();
                for x in a.elements()?.iter() {
                    if b.contains(x)? == keep_in_b {
                        out.push(x.clone());
                    }
                }
                Ok(Value::set_sorted(out))
            }
            LazySet::Union(s) => {
                let mut out = Vec::new();
                for e in s.elements()?.iter() {
                    // (TLC's UnionValue, of an element it cannot list.)
                    let listed = e.elements().map_err(|_| ValueError::new("Attempted to enumerate UNION(s), but some element of s is nonenumerable."))?;
                    out.extend(listed.iter().cloned());
                }
                Ok(Value::set(out))
            }
            LazySet::Cup(a, b) => {
                let mut out = a.elements()?.to_vec();
                out.extend(b.elements()?.iter().cloned());
                Ok(Value::set(out))
            }
            LazySet::Subset(s) => {
                self.check_size()?;
                let elems = s.elements()?;
                let n = elems.len();
                let mut out = Vec::with_capacity(1 << n);
                for mask in 0u64..(1u64 << n) {
                    out.push(Value::set_sorted((0..n).filter(|i| mask & (1 << i) != 0).map(|i| elems[i].clone()).collect()));
                }
                Ok(Value::set(out))
            }
            LazySet::FnSet(d, r) => {
                self.check_size()?;
                let dom = d.elements()?;
                let rng = r.elements()?;
                let mut out = Vec::new();
                let mut idx = vec![0usize; dom.len()];
                if rng.is_empty() && !dom.is_empty() {
                    return Ok(Value::empty_set());
                }
                // (On `1..n` each function is the tuple of its values, made
                // directly: `[1..i -> S]` is enumerated in inner loops.)
                let tuples = Value::counts_from_one(dom.iter());
                loop {
                    out.push(match tuples {
                        true => Value::tuple(idx.iter().map(|&i| rng[i].clone()).collect()),
                        false => Value::function_sorted(dom.iter().cloned().zip(idx.iter().map(|&i| rng[i].clone())).collect()),
                    });
                    let mut k = dom.len();
                    loop {
                        if k == 0 {
                            return Ok(Value::set(out));
                        }
                        k -= 1;
                        idx[k] += 1;
                        if idx[k] < rng.len() {
                            break;
                        }
                        idx[k] = 0;
                    }
                }
            }
            LazySet::RecordSet(fields) => {
                self.check_size()?;
                let sets: Vec<_> = fields.iter().map(|(_, s)| s.elements()).collect::<VResult<_>>()?;
                let tuples = product(&sets);
                Ok(Value::set(tuples.into_iter().map(|t| Value::record(fields.iter().map(|f| f.0).zip(t).collect())).collect()))
            }
            LazySet::Product(fs) => {
                self.check_size()?;
                let sets: Vec<_> = fs.iter().map(|s| s.elements()).collect::<VResult<_>>()?;
                Ok(Value::set(product(&sets).into_iter().map(Value::tuple).collect()))
            }
        }
    }

    /// Order of two lazy sets of the same kind when it needs no enumeration.
    pub(crate) fn cmp_same_shape(&self, other: &LazySet) -> Option<Ordering> {
        match (self, other) {
            (LazySet::Nat, LazySet::Nat) | (LazySet::Int, LazySet::Int) | (LazySet::Real, LazySet::Real) | (LazySet::Strings, LazySet::Strings) => {
                Some(Ordering::Equal)
            }
            (LazySet::Seq(a), LazySet::Seq(b)) => Some(a.cmp(b)),
            _ => None,
        }
    }
}

fn product(sets: &[crate::value::Elements]) -> Vec<Vec<Value>> {
    let mut out: Vec<Vec<Value>> = vec![Vec::new()];
    for s in sets {
        let mut next = Vec::with_capacity(out.len() * s.len());
        for prefix in &out {
            for e in s.iter() {
                let mut t = prefix.clone();
                t.push(e.clone());
                next.push(t);
            }
        }
        out = next;
    }
    out
}
