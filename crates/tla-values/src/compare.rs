//! Equality and membership as TLC decides them: values of different kinds
//! cannot be compared.
//!
//! TLA+ leaves `1 = "a"` unspecified; TLC refuses to answer it and fails
//! ("Attempted to check equality of integer 1 with non-integer"), and so do
//! `{} = <<>>`, `1 \in {"a"}` and `"a" \in Nat`. Answering FALSE instead
//! hides the bug in the spec, so tlars fails where TLC does. The rules,
//! read from TLC's value classes (`IntValue.equals`, `SetEnumValue.equals`,
//! `FcnRcdValue.equals`, ...):
//!
//! * booleans, integers and strings compare only with their own kind;
//! * sets compare with sets, elementwise once their sizes agree;
//! * functions, tuples and records are all functions: a tuple and a
//!   function with domain `1..n` are equal, a record and a tuple are not
//!   comparable unless the tuple is empty, and domains of the same size are
//!   compared element by element (an integer with a string fails);
//! * a model value is unequal to anything but itself, without error (TLC's
//!   untyped model values).
//!
//! Equal values never fail; the check only runs when `==` said no, so
//! the common case costs nothing more.

use crate::value::{ErrorKind, VResult, Value, ValueError};

/// TLC's families of comparable values.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    Model,
    Bool,
    Int,
    Str,
    Set,
    Function,
}

fn family(v: &Value) -> Family {
    match v {
        Value::Model(_) => Family::Model,
        Value::Bool(_) => Family::Bool,
        Value::Int(_) | Value::Big(_) => Family::Int,
        Value::Str(_) => Family::Str,
        Value::Set(_) | Value::Lazy(_) => Family::Set,
        Value::Tuple(_) | Value::Record(_) | Value::Fn(_) | Value::LazyFn(_) => Family::Function,
    }
}

/// TLC's evaluator raises these, even inside a module operator.
fn runtime(message: String) -> ValueError {
    ValueError::of_kind(message, ErrorKind::Runtime)
}

/// TLC's message for `a = b` with `b` of a kind `a` cannot be compared to.
fn equality_error(a: &Value, b: &Value) -> ValueError {
    runtime(match a {
        Value::Bool(_) => format!("Attempted to compare equality of boolean {a} with non-boolean:\n{b}"),
        Value::Int(_) | Value::Big(_) => format!("Attempted to check equality of integer {a} with non-integer:\n{b}"),
        Value::Str(_) => format!("Attempted to check equality of string {a} with non-string:\n{b}"),
        Value::Set(_) | Value::Lazy(_) => format!("Attempted to check equality of the set {a} with the value:\n{b}"),
        Value::Record(_) => format!("Attempted to check equality of record:\n{a}\nwith non-record\n{b}"),
        _ => format!("Attempted to check equality of the function {a} with the value:\n{b}"),
    })
}

/// TLC compares a set it keeps unbuilt with a set of another form by
/// building it (an interval by its bounds): one that cannot be built fails
/// the comparison. Nat, Int, Real, STRING and Seq(S) are TLC's overridden
/// values, which say so.
fn unbuilt_equality(set: &Value, l: &crate::LazySet, other: &Value) -> VResult<()> {
    use crate::LazySet;
    // (A model value is unequal to any set, and says so without building.)
    if matches!(l, LazySet::Interval(..)) || matches!(other, Value::Model(_)) {
        return Ok(());
    }
    if let Value::Lazy(m) = other {
        if std::mem::discriminant(l) == std::mem::discriminant(&**m) {
            return Ok(());
        }
    }
    match l.enumerate() {
        Ok(_) => Ok(()),
        Err(_) if matches!(l, LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_)) => {
            Err(runtime(format!("Attempted to compare overridden value {} with non-overridden value:\n{}", set, other)))
        }
        Err(e) => Err(runtime(e.message)),
    }
}

impl Value {
    /// `self = other`, failing where TLC fails.
    #[inline]
    pub fn tlc_eq(&self, other: &Value) -> VResult<bool> {
        // (Scalars of one kind, compared in every guard, inline.)
        match (self, other) {
            (Value::Int(a), Value::Int(b)) => Ok(a == b),
            (Value::Bool(a), Value::Bool(b)) => Ok(a == b),
            (Value::Str(a), Value::Str(b)) => Ok(a == b),
            // (Sequences of different lengths, `q # << >>` in a guard of
            // every state, and sets of different sizes, `S = {}` ending a
            // recursion: unequal, nothing in them compared.)
            (Value::Tuple(a), Value::Tuple(b)) if a.elems().len() != b.elems().len() => Ok(false),
            (Value::Set(a), Value::Set(b)) if a.elems().len() != b.elems().len() => Ok(false),
            _ => self.tlc_eq_compound(other),
        }
    }

    #[inline(never)]
    fn tlc_eq_compound(&self, other: &Value) -> VResult<bool> {
        // TLC compares an unbuilt function or comprehension by building
        // it, which fails.
        for (v, w) in [(self, other), (other, self)] {
            match v {
                Value::LazyFn(f) => return Err(runtime(f.build_error().message)),
                Value::Lazy(l) if matches!(**l, crate::LazySet::Filter(..)) => {
                    return Err(runtime(l.enumerate().err().map_or_else(String::new, |e| e.message)))
                }
                Value::Lazy(l) => unbuilt_equality(v, l, w)?,
                _ => {}
            }
        }
        if self == other {
            return Ok(true);
        }
        comparable(self, other)?;
        Ok(false)
    }

    /// `self \in set` for a finite enumerated set, failing where TLC does:
    /// TLC looks for the element with `equals`, which fails on an element of
    /// another kind. Elements are sorted by kind, so the first and the last
    /// element show whether the set holds another kind.
    pub fn check_member_kind(&self, elems: &[Value]) -> VResult<()> {
        match [elems.first(), elems.last()].into_iter().flatten().find(|e| incomparable_kinds(e, self)) {
            Some(e) => Err(equality_error(e, self)),
            None => Ok(()),
        }
    }

    /// `self \in S` for the elements of a normalized set `S` as TLC's Java
    /// code asks it (`SetEnumValue.member`): a binary search that compares
    /// `self` with the middle element, and fails at the first element it
    /// cannot be ordered with (of another kind, or a model value of
    /// another type).
    pub fn sorted_member(&self, elems: &[Value]) -> VResult<bool> {
        let (mut low, mut high) = (0, elems.len());
        while low < high {
            let mid = (low + high) / 2;
            match tlc_compare(self, &elems[mid])? {
                std::cmp::Ordering::Equal => return Ok(true),
                std::cmp::Ordering::Less => high = mid,
                std::cmp::Ordering::Greater => low = mid + 1,
            }
        }
        Ok(false)
    }

    /// Fails where TLC's search of a function's domain for `arg`, which
    /// is not in it, fails (`FcnRcdValue.select`): a domain of 32 elements
    /// or more is searched by halves, comparing its middle element with
    /// `arg`; a smaller one element by element with `equals`. (A key in
    /// the domain is comparable with every element, so only a missing
    /// one can fail.)
    pub fn check_domain_search(domain: &[Value], arg: &Value) -> VResult<()> {
        const LINEAR_SEARCH_LIMIT: usize = 32;
        if domain.len() < LINEAR_SEARCH_LIMIT {
            return domain.iter().try_for_each(|d| d.tlc_eq(arg).map(|_| ()));
        }
        let (mut low, mut high) = (0usize, domain.len());
        while low < high {
            let mid = low + (high - low - 1) / 2;
            match tlc_compare(&domain[mid], arg)? {
                std::cmp::Ordering::Equal => return Ok(()),
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
            }
        }
        Ok(())
    }

    /// Fails if the set holds values of kinds TLC cannot order (`{1, "a"}`):
    /// TLC sorts a set before it uses it, and fails there. Elements are
    /// sorted by kind, model values first, so the first other element and
    /// the last one tell.
    pub fn check_set_kinds(self) -> VResult<Value> {
        if let Value::Set(s) = &self {
            let elems = s.elems();
            // Typed model values of two types (`A_a`, `B_a`) cannot be
            // ordered either (they come first, with the other model values).
            let mut typed = elems.iter().take_while(|e| family(e) == Family::Model).filter_map(|e| match e {
                Value::Model(m) => model_value_type(&m.as_str()).map(|t| (t, e)),
                _ => None,
            });
            if let Some((t0, first)) = typed.next() {
                if let Some((_, other)) = typed.find(|(t, _)| *t != t0) {
                    return Err(runtime(format!("Attempted to compare the differently-typed model values {other} and {first}")));
                }
            }
            if let (Some(first), Some(last)) = (elems.iter().find(|e| family(e) != Family::Model), elems.last()) {
                if family(first) != family(last) {
                    return Err(compare_error(last, first));
                }
            }
        }
        Ok(self)
    }
}

/// Values of different kinds, neither a model value: TLC cannot compare them.
/// The type of a typed model value (TLC: a name longer than two
/// characters whose second is `_`), if it is one.
fn model_value_type(name: &str) -> Option<char> {
    let mut cs = name.chars();
    let (first, second) = (cs.next()?, cs.next()?);
    (second == '_' && name.chars().count() > 2).then_some(first)
}

fn incomparable_kinds(a: &Value, b: &Value) -> bool {
    let (fa, fb) = (family(a), family(b));
    fa != fb && fa != Family::Model && fb != Family::Model
}

/// `a` ordered against `b` as TLC's `a.compareTo(b)`, failing where it
/// fails: values of different kinds (a model value compares with any
/// value, unless it is typed) and typed model values of different types.
fn tlc_compare(a: &Value, b: &Value) -> VResult<std::cmp::Ordering> {
    let typed = |v: &Value| match v {
        Value::Model(m) => model_value_type(&m.as_str()),
        _ => None,
    };
    match (a, b, typed(a), typed(b)) {
        (Value::Model(_), Value::Model(_), Some(ta), Some(tb)) if ta != tb => {
            return Err(runtime(format!("Attempted to compare the differently-typed model values {a} and {b}")))
        }
        (Value::Model(_), Value::Model(_), _, _) => {}
        (_, _, Some(_), _) => return Err(runtime(format!("Attempted to compare the typed model value {a} and non-model value\n{b}"))),
        (_, _, _, Some(_)) => return Err(runtime(format!("Attempted to compare the typed model value {b} and the non-model value\n{a}"))),
        _ if incomparable_kinds(a, b) => return Err(compare_error(a, b)),
        _ => {}
    }
    Ok(a.cmp(b))
}

/// TLC's message when sorting meets `a` and `b` of different kinds.
fn compare_error(a: &Value, b: &Value) -> ValueError {
    runtime(match a {
        Value::Bool(_) => format!("Attempted to compare boolean {a} with non-boolean:\n{b}"),
        Value::Int(_) | Value::Big(_) => format!("Attempted to compare integer {a} with non-integer:\n{b}"),
        Value::Str(_) => format!("Attempted to compare string {a} with non-string:\n{b}"),
        Value::Set(_) | Value::Lazy(_) => format!("Attempted to compare the set {a} with the value:\n{b}"),
        _ => format!("Attempted to compare the function {a} with the value:\n{b}"),
    })
}

/// Fails if TLC could not decide whether the unequal values `a` and `b` are
/// equal.
fn comparable(a: &Value, b: &Value) -> VResult<()> {
    // Typed model values (`T_a`: a letter and `_` first) of different
    // types cannot be compared.
    if let (Value::Model(x), Value::Model(y)) = (a, b) {
        if let (Some(tx), Some(ty)) = (model_value_type(&x.as_str()), model_value_type(&y.as_str())) {
            if tx != ty {
                return Err(runtime(format!("Attempted to check equality of the differently-typed model values {a} and {b}")));
            }
        }
    }
    if family(a) == Family::Model || family(b) == Family::Model {
        return Ok(());
    }
    if incomparable_kinds(a, b) {
        return Err(equality_error(a, b));
    }
    match (a, b) {
        // Unequal scalars of one kind: nothing more to compare (the common
        // case of a false `=`, which must not build any message).
        (Value::Bool(_), Value::Bool(_)) | (Value::Int(_), Value::Int(_)) | (Value::Str(_), Value::Str(_)) => Ok(()),
        (Value::Int(_) | Value::Big(_), Value::Int(_) | Value::Big(_)) => Ok(()),
        (Value::Set(x), Value::Set(y)) => {
            let (xs, ys) = (x.elems(), y.elems());
            if xs.len() != ys.len() {
                return Ok(());
            }
            first_difference(xs.iter().zip(ys))
        }
        (Value::Tuple(_), Value::Tuple(_)) => {
            let (xs, ys) = (a.as_seq()?, b.as_seq()?);
            if xs.len() != ys.len() {
                return Ok(());
            }
            first_difference(xs.iter().zip(ys))
        }
        (Value::Record(_), Value::Record(_)) => {
            let (xs, ys) = (a.record_fields().unwrap_or(&[]), b.record_fields().unwrap_or(&[]));
            if xs.len() != ys.len() || xs.iter().map(|f| f.0).ne(ys.iter().map(|f| f.0)) {
                return Ok(());
            }
            first_difference(xs.iter().map(|f| &f.1).zip(ys.iter().map(|f| &f.1)))
        }
        // A record is compared with a function converted to a record: a
        // non-empty tuple is none.
        (Value::Record(_), Value::Tuple(_)) if !b.as_seq().is_ok_and(|t| t.is_empty()) => Err(equality_error(a, b)),
        // Lazy sets (of one family with `b`, as checked above).
        (Value::Set(_) | Value::Lazy(_), _) => Ok(()),
        // Functions of other representations: as pairs, domains first.
        _ => {
            if !(a.is_function() && b.is_function()) {
                return Ok(());
            }
            let (Ok(pa), Ok(pb)) = (a.pairs(), b.pairs()) else { return Ok(()) };
            if pa.len() != pb.len() {
                return Ok(());
            }
            if let Some((p, q)) = pa.iter().map(|p| &p.0).zip(pb.iter().map(|q| &q.0)).find(|(p, q)| p != q) {
                if incomparable_kinds(p, q) {
                    let other = if p.is_integer() { q } else { p };
                    return Err(runtime(format!("Attempted to compare an integer with non-integer:\n{other}.")));
                }
                return comparable(p, q);
            }
            first_difference(pa.iter().map(|p| &p.1).zip(pb.iter().map(|q| &q.1)))
        }
    }
}

/// Compares the first pair of unequal values, as TLC stops there.
fn first_difference<'v>(mut pairs: impl Iterator<Item = (&'v Value, &'v Value)>) -> VResult<()> {
    match pairs.find(|(x, y)| x != y) {
        Some((x, y)) => comparable(x, y),
        None => Ok(()),
    }
}
