//! Membership in a set fixed for the run, its structure read once.
//!
//! A type invariant asks `x \in [P -> [P -> Seq(Message)]]` of every state:
//! `Value::contains_in` rediscovers the set's structure at each call (the
//! domain's size, each index's membership in it, each message binary-searched
//! among records). [`Membership`] reads the set once into a test that says
//! "surely a member" in a walk over the value alone, with finite listed sets
//! looked up by the fingerprint the value already carries.
//!
//! **Invariant:** `surely_contains(v)` is true only where
//! `set.contains_in(v, _)` is `Ok(true)`. Anything else (not a member, a
//! value of another kind, a set this module does not read) is `false`, and
//! the caller asks `contains_in`, which gives TLC's answer or error.

use crate::lazy::LazySet;
use crate::value::Value;
use crate::Str;

/// A set's membership test, built once (see the module's doc).
#[derive(Debug, Clone)]
pub struct Membership(Test);

#[derive(Debug, Clone)]
enum Test {
    /// A finite listed set: its elements' fingerprints sorted, with each
    /// one's element.
    Listed(Vec<(u64, Value)>),
    Interval(i64, i64),
    Nat,
    Int,
    Strings,
    /// `[1..n -> R]`: a tuple of length n.
    Tuples(usize, Box<Test>),
    /// `[D -> R]`, D listed: a function whose domain is D's elements.
    Functions(Vec<Value>, Box<Test>),
    /// `[a : S, b : T]`: the fields in name order.
    Records(Vec<(Str, Test)>),
    Seq(Box<Test>),
    Subset(Box<Test>),
    Product(Vec<Test>),
    /// `S \cup T` with an infinite operand: surely in S (T is asked only
    /// after S, which might fail first).
    Cup(Box<Test>),
    /// A set this module does not read: never "surely".
    Unknown,
}

impl Membership {
    pub fn of(set: &Value) -> Membership {
        Membership(Test::of(set))
    }

    /// Whether `v` is surely a member (see the module's invariant).
    #[inline]
    pub fn surely_contains(&self, v: &Value) -> bool {
        self.0.holds(v)
    }

    /// Whether `v` is surely a member, given that `member` is one (the set
    /// said so): a part of `v` shared with `member` where the set's
    /// structure puts them both (as a step's successor shares with the
    /// state before what the step left unchanged) is a member of that
    /// part's set, and is not looked at again.
    pub fn surely_contains_after(&self, v: &Value, member: &Value) -> bool {
        self.0.holds_after(v, member)
    }
}

impl Test {
    fn of(set: &Value) -> Test {
        match set {
            Value::Set(s) => {
                let mut fps = Vec::with_capacity(s.elems().len());
                for e in s.elems() {
                    match e.safe_fingerprint() {
                        Some(fp) => fps.push((fp, e.clone())),
                        None => return Test::Unknown,
                    }
                }
                fps.sort_by_key(|p| p.0);
                Test::Listed(fps)
            }
            Value::Lazy(l) => match &**l {
                LazySet::Interval(a, b) => Test::Interval(*a, *b),
                LazySet::Nat => Test::Nat,
                LazySet::Int => Test::Int,
                LazySet::Strings => Test::Strings,
                LazySet::FnSet(d, r) => Test::functions(d, r),
                LazySet::RecordSet(fields) => Test::Records(fields.iter().map(|(k, s)| (*k, Test::of(s))).collect()),
                LazySet::Seq(s) => Test::Seq(Box::new(Test::of(s))),
                LazySet::Subset(s) => Test::Subset(Box::new(Test::of(s))),
                LazySet::Product(fs) => Test::Product(fs.iter().map(Test::of).collect()),
                LazySet::Cup(a, _) => Test::Cup(Box::new(Test::of(a))),
                LazySet::Real | LazySet::Cap(..) | LazySet::Diff(..) | LazySet::Union(_) | LazySet::Filter(..) => Test::Unknown,
            },
            _ => Test::Unknown,
        }
    }

    /// `[D -> R]` for a D whose elements are known: a tuple's test when D
    /// is `1..n` (n > 0: the empty function is left to `contains_in`).
    fn functions(domain: &Value, range: &Value) -> Test {
        let range = Box::new(Test::of(range));
        if let Value::Lazy(l) = domain {
            if let LazySet::Interval(1, n) = **l {
                if n > 0 {
                    return Test::Tuples(n as usize, range);
                }
            }
        }
        match domain {
            Value::Set(s) if !s.elems().is_empty() => {
                let keys = s.elems();
                if keys.iter().all(|k| matches!(k, Value::Str(_))) {
                    // (A function on strings is a record.)
                    return Test::Records(keys.iter().filter_map(|k| if let Value::Str(k) = k { Some((*k, (*range).clone())) } else { None }).collect());
                }
                if Value::counts_from_one(keys) {
                    Test::Tuples(keys.len(), range)
                } else {
                    Test::Functions(keys.to_vec(), range)
                }
            }
            _ => Test::Unknown,
        }
    }

    /// `holds(v)`, `member` known to be a member (see
    /// `surely_contains_after`). A sequence's elements are paired from the
    /// end when it is shorter (`Tail`), from the start otherwise
    /// (`Append`).
    fn holds_after(&self, v: &Value, member: &Value) -> bool {
        if v.is_shared_with(member) {
            return true;
        }
        let pairwise = |test: &Test, xs: &[Value], ys: &[Value], offset: usize| {
            xs.iter().enumerate().all(|(i, x)| match ys.get(i + offset) {
                Some(y) => test.holds_after(x, y),
                None => test.holds(x),
            })
        };
        match (self, v, member) {
            (Test::Tuples(n, range), Value::Tuple(t), Value::Tuple(m)) if t.elems().len() == *n && m.elems().len() == *n => {
                pairwise(range, t.elems(), m.elems(), 0)
            }
            (Test::Functions(keys, range), Value::Fn(f), Value::Fn(g)) if f.domain() == &keys[..] && g.domain() == &keys[..] => {
                pairwise(range, f.values(), g.values(), 0)
            }
            (Test::Records(fields), Value::Record(_), Value::Record(_)) => match (v.record_fields(), member.record_fields()) {
                (Some(a), Some(b)) if a.len() == fields.len() && b.len() == fields.len() => {
                    a.iter().zip(b).zip(fields).all(|(((n1, x), (n2, y)), (n3, test))| n1 == n3 && n2 == n3 && test.holds_after(x, y))
                }
                _ => false,
            },
            (Test::Seq(s), Value::Tuple(t), Value::Tuple(m)) => pairwise(s, t.elems(), m.elems(), m.elems().len().saturating_sub(t.elems().len())),
            _ => self.holds(v),
        }
    }

    fn holds(&self, v: &Value) -> bool {
        match self {
            Test::Listed(fps) => {
                let Some(fp) = v.safe_fingerprint() else { return false };
                let start = fps.partition_point(|p| p.0 < fp);
                fps[start..].iter().take_while(|p| p.0 == fp).any(|p| p.1 == *v)
            }
            Test::Interval(a, b) => matches!(v, Value::Int(i) if a <= i && i <= b),
            Test::Nat => matches!(v, Value::Int(i) if *i >= 0),
            Test::Int => matches!(v, Value::Int(_) | Value::Big(_)),
            Test::Strings => matches!(v, Value::Str(_)),
            Test::Tuples(n, range) => matches!(v, Value::Tuple(t) if t.elems().len() == *n && t.elems().iter().all(|x| range.holds(x))),
            Test::Functions(keys, range) => {
                let (domain, values): (&[Value], &[Value]) = match v {
                    Value::Fn(f) => (f.domain(), f.values()),
                    _ => return false,
                };
                domain.len() == keys.len() && domain.iter().zip(keys).all(|(a, b)| a == b) && values.iter().all(|x| range.holds(x))
            }
            Test::Records(fields) => match v.record_fields() {
                Some(vf) => vf.len() == fields.len() && vf.iter().zip(fields).all(|((n1, x), (n2, s))| n1 == n2 && s.holds(x)),
                None => false,
            },
            Test::Seq(s) => matches!(v, Value::Tuple(t) if t.elems().iter().all(|x| s.holds(x))),
            Test::Subset(s) => matches!(v, Value::Set(set) if set.elems().iter().all(|x| s.holds(x))),
            Test::Product(fs) => matches!(v, Value::Tuple(t) if t.elems().len() == fs.len() && t.elems().iter().zip(fs).all(|(x, s)| s.holds(x))),
            Test::Cup(a) => a.holds(v),
            Test::Unknown => false,
        }
    }
}
