use crate::intern::Str;
use crate::lazy::LazySet;
use crate::lazy_fn::LazyFn;
use std::cmp::Ordering;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering as MemOrder};
use triomphe::Arc;

pub use num_bigint::BigInt;

/// An evaluation error raised by a value operation; the evaluator adds the
/// location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError {
    pub message: String,
    /// What went wrong, where the checker acts on it (never on the text).
    pub cause: Cause,
    /// None until someone decides: a module operator's failure unless its
    /// implementation said otherwise, the evaluator's otherwise.
    kind: Option<ErrorKind>,
}

/// Which of TLC's kinds of evaluation failure an error is. TLC's exit
/// status after an error in the next-state relation depends on it: its
/// evaluator's own failures (`TLCRuntimeException`) end with 75, those of a
/// standard module's Java implementation (`EvalException` with a
/// `TLC_MODULE_*` code) with 255, a failed `Assert` with 14.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ErrorKind {
    /// A type error, a value outside a function's domain, equality across
    /// kinds of values...: found by the evaluator itself.
    #[default]
    Runtime,
    /// Raised by an operator of a standard or community module (`Tail(<<>>)`,
    /// `<<>> > 1`, `"a" \in Nat`).
    Module,
    /// `Assert(FALSE, msg)`, or `Assert` of a non-boolean.
    Assert,
    /// Applications nested without end, TLC's StackOverflowError: an
    /// `Error`, not an exception, so TLC's search stops at the state it
    /// was exploring (the successor is not in the trace), with exit 255.
    Overflow,
}

/// What an evaluation error is, for the decisions the checker takes on it;
/// `ErrorKind` is which of TLC's exception classes it is, which decides
/// the exit status. tlars never decides anything on an error's text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Cause {
    #[default]
    Other,
    /// A module operator's Java method failed (TLC's message starts
    /// "Attempted to apply the operator overridden by the Java method").
    JavaMethod,
    /// A variable read where there is no state (a constant's replacement
    /// that reads one, evaluated at startup).
    NoState,
    /// A variable read before Init gives it a value.
    UnassignedVariable,
    /// A primed variable read before the action gives it a value.
    UnassignedPrimed,
    /// An action left a variable of the successor without a value.
    IncompleteSuccessor,
    /// A state holds a value TLC cannot fingerprint.
    Unfingerprintable,
    /// Raised while building the table of a function constructor over
    /// sets TLC holds enumerated, which TLC does inside the function value
    /// (`FcnLambdaValue.toFcnRcd`): where TLC computes a failing step again
    /// to locate the error (the initial states, the next-state relation,
    /// constraints), the value's source makes it a fingerprint failure.
    BuildingFunction,
    /// Not an error: a search (ENABLED, a witness) found what it looked
    /// for and stops the enumeration.
    Found,
}

impl ValueError {
    pub fn new(msg: impl Into<String>) -> ValueError {
        ValueError { message: msg.into(), cause: Cause::Other, kind: None }
    }

    /// An error of the given kind, whoever raises it.
    pub fn of_kind(msg: impl Into<String>, kind: ErrorKind) -> ValueError {
        ValueError { message: msg.into(), cause: Cause::Other, kind: Some(kind) }
    }

    /// The same error, with its cause.
    pub fn because(self, cause: Cause) -> ValueError {
        ValueError { cause, ..self }
    }

    /// The same error, raised by a module operator's implementation (unless
    /// the implementation gave it a kind).
    pub fn from_module(self) -> ValueError {
        ValueError { kind: Some(self.kind.unwrap_or(ErrorKind::Module)), ..self }
    }

    /// The same error, met inside a set TLC's evaluator made from an
    /// expression (SUBSET S, [S -> T], [a : S], S \X T, S \cup T, ...):
    /// TLC's value rethrows it as its fingerprint exception, an error of
    /// its evaluator, whatever raised it (`0 \in STRING` is the Strings
    /// module's, `{0} \in SUBSET STRING` the evaluator's).
    pub fn in_evaluated_set(self) -> ValueError {
        ValueError { kind: Some(ErrorKind::Runtime), ..self }
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind.unwrap_or(ErrorKind::Runtime)
    }
}

pub type VResult<T> = Result<T, ValueError>;

// (The tag has a word of its own: a scalar is then copied as two whole
// words. With a byte tag, a bool, string or model value was copied in
// overlapping pieces that the processor could not forward to the loads
// after them; MCLamportMutex spent a fifth of its time more. The tag's
// unused values still mark `None` of an `Option<Value>`.)
#[derive(Clone)]
#[repr(u64)]
pub enum Value {
    Bool(bool),
    Int(i64),
    /// An integer outside `i64`, with `--big-integers` only: never one
    /// that fits in `i64` (that is an `Int`), so each number has one
    /// representation.
    Big(Arc<BigInt>),
    Str(Str),
    Model(Str),
    Set(SetVal),
    Tuple(SeqVal),
    Record(Arc<RecVal>),
    Fn(Arc<FnVal>),
    Lazy(Arc<LazySet>),
    /// A function kept unbuilt (see `lazy_fn`).
    LazyFn(Arc<LazyFn>),
}

/// A finite set: elements sorted in TLC's order, without duplicates.
/// (Its elements stay in the vector they were sorted in: copying them
/// into one allocation with the header cost GameOfLife more than the
/// allocation it saved.)
#[derive(Clone)]
pub struct SetVal(Arc<SetElems>);

struct SetElems {
    elems: Vec<Value>,
    fp: FpCache,
}

impl SetVal {
    fn new(elems: Vec<Value>) -> SetVal {
        SetVal(Arc::new(SetElems { elems, fp: FpCache::default() }))
    }

    #[inline]
    pub fn elems(&self) -> &[Value] {
        &self.0.elems
    }

    #[inline]
    fn fp(&self) -> &FpCache {
        &self.0.fp
    }

    /// Whether the two are one allocation.
    #[inline]
    fn ptr_eq(a: &SetVal, b: &SetVal) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }

    fn strong_count(this: &SetVal) -> usize {
        Arc::strong_count(&this.0)
    }

    /// What the set holds besides its elements: the count, the vector,
    /// the cache.
    const HEADER: usize = std::mem::size_of::<usize>() + std::mem::size_of::<SetElems>();
}

/// A tuple or sequence (a function with domain `1..n`).
#[derive(Clone)]
pub struct SeqVal(Listed);

/// The elements of a tuple with their fingerprint's cache, in one
/// allocation with the count (`triomphe::ThinArc`): a tuple made by
/// EXCEPT, Append or Tail is one allocation, not a header and a vector
/// (MCLamportMutex: a quarter of its allocations), and its pointer is one
/// word.
type Listed = triomphe::ThinArc<FpCache, Value>;

/// A record (a function whose domain is a set of strings), fields sorted.
pub struct RecVal {
    fields: Vec<(Str, Value)>,
    fp: FpCache,
}

/// Any other function: domain sorted, values in domain order. The domain is
/// shared by the functions EXCEPT derives from this one.
pub struct FnVal {
    domain: std::sync::Arc<[Value]>,
    values: Vec<Value>,
    fp: FpCache,
}

impl FnVal {
    /// Where `arg` is in the domain.
    #[inline]
    fn position(&self, arg: &Value) -> Option<usize> {
        find_sorted(&self.domain, arg)
    }
}

/// Where `x` is in `sorted` (a set's elements, a function's domain). A
/// run of consecutive model values or integers (`[n \in Node |-> ...]`
/// with Node declared as a set of model values, `i \in 0..N`) holds `x`
/// at its distance from the first: that place is tried before the binary
/// search, whose comparisons, on keys a model reads in no order,
/// mispredict (12% of MCCRDT's time).
#[inline]
fn find_sorted(sorted: &[Value], x: &Value) -> Option<usize> {
    let guess = match (x, sorted.first()?) {
        (Value::Model(a), Value::Model(b)) => a.0.wrapping_sub(b.0) as usize,
        (Value::Int(a), Value::Int(b)) => a.wrapping_sub(*b) as usize,
        _ => usize::MAX,
    };
    if sorted.get(guess).is_some_and(|d| d == x) {
        return Some(guess);
    }
    sorted.binary_search(x).ok()
}

// ------------------------------------------------------------ fingerprints

/// A compound value's fingerprint, computed on first use (0: not yet; a
/// computed 0 is stored as 1). Threads that race compute the same number,
/// so a plain atomic does (a `OnceLock` paid for a synchronised first
/// call on every new value).
#[derive(Default)]
struct FpCache(AtomicU64);

impl FpCache {
    /// The fingerprint, if computed.
    #[inline(always)]
    fn known(&self) -> Option<u64> {
        Some(self.0.load(MemOrder::Relaxed)).filter(|&fp| fp != 0)
    }

    #[inline]
    fn get_or_init(&self, compute: impl FnOnce() -> u64) -> u64 {
        let known = self.0.load(MemOrder::Relaxed);
        if known != 0 {
            return known;
        }
        // A fingerprint that met a part that cannot be fingerprinted is
        // not kept: each later one must meet (and report) that part again.
        // (Until a process meets one, no thread-local is read.)
        // (While no thread has failed, this thread's count is 0.)
        let failures = || FINGERPRINT_FAILURES.with(|f| f.get());
        let before = if ANY_FINGERPRINT_FAILURE.load(MemOrder::Relaxed) { failures() } else { 0 };
        let fp = compute().max(1);
        if !ANY_FINGERPRINT_FAILURE.load(MemOrder::Relaxed) || failures() == before {
            self.0.store(fp, MemOrder::Relaxed);
        }
        fp
    }
}

const K: u64 = 0x9E37_79B9_7F4A_7C15;

#[inline]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[inline]
pub(crate) fn combine(h: u64, x: u64) -> u64 {
    mix(h.rotate_left(23) ^ x.wrapping_add(K))
}

/// The fingerprint of a part of a compound value (an element, a key, a
/// value of a function), as `Value::fingerprint` gives it: a scalar's
/// computed here and a compound value's read from its cache, so that the
/// call (and its recursion) is paid only for a part not fingerprinted yet.
/// (Most parts of a new value are shared with a value fingerprinted
/// before: a state's successor changes a few.)
#[inline(always)]
fn part_fingerprint(v: &Value) -> u64 {
    let known = match v {
        Value::Bool(b) => return combine(1, *b as u64),
        Value::Int(i) => return combine(2, *i as u64),
        Value::Str(s) => return combine(3, s.0 as u64),
        Value::Model(s) => return combine(4, s.0 as u64),
        Value::Set(s) => s.fp().known(),
        Value::Tuple(t) => t.fp().known(),
        Value::Record(r) => r.fp.known(),
        Value::Fn(f) => f.fp.known(),
        Value::Big(_) | Value::Lazy(_) | Value::LazyFn(_) => None,
    };
    known.unwrap_or_else(|| v.fingerprint())
}

/// A big integer's fingerprint: its tag (no other kind's) and its
/// two's-complement bytes. Equal numbers have equal fingerprints since a
/// number has one representation.
fn big_fingerprint(b: &BigInt) -> u64 {
    let mut h = combine(8, b.bits());
    for chunk in b.to_signed_bytes_le().chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        h = combine(h, u64::from_le_bytes(word));
    }
    h
}

/// How a big integer compares with any `Int`: above if positive.
fn big_sign_order(b: &BigInt) -> Ordering {
    if b.sign() == num_bigint::Sign::Minus {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}

/// Sets and functions combine the hashes of their elements (pairs) by
/// addition, which does not depend on their order: so the fingerprint of a
/// value with its model values renamed (SYMMETRY) can be computed without
/// building the renamed value and sorting it again.
fn fingerprint_fn(pairs: impl Iterator<Item = (u64, u64)>, len: usize) -> u64 {
    let mut acc: u64 = 0;
    for (k, v) in pairs {
        acc = acc.wrapping_add(mix(combine(k, v)));
    }
    combine(combine(6, len as u64), acc)
}

fn fingerprint_set(elems: impl Iterator<Item = u64>, len: usize) -> u64 {
    let mut acc: u64 = 0;
    for e in elems {
        acc = acc.wrapping_add(mix(e));
    }
    combine(combine(5, len as u64), acc)
}

/// Renamings of model values for `Value::renamed_fingerprints`: `count`
/// of them; `leaves[m]` the fingerprints of model value `m` under each
/// (None for a model value none of them renames), by interned name.
pub struct Renamings<'a> {
    pub count: usize,
    pub leaves: &'a [Option<Box<[u64]>>],
}

/// A value's fingerprints under each renaming.
pub enum Renamed<'a> {
    /// Its own fingerprint under every one.
    Same,
    /// A renamed model value's.
    Leaf(&'a [u64]),
    Each(Vec<u64>),
}

impl Renamed<'_> {
    /// The fingerprints, one per renaming (empty for `Same`).
    pub fn as_slice(&self) -> &[u64] {
        match self {
            Renamed::Same => &[],
            Renamed::Leaf(fps) => fps,
            Renamed::Each(fps) => fps,
        }
    }
}

/// The sum (`fingerprint_fn`, `fingerprint_set`) of a set's or function's
/// parts under each renaming: the parts no renaming changes summed once.
struct RenamedSum {
    uniform: u64,
    each: Option<Vec<u64>>,
    count: usize,
}

impl RenamedSum {
    fn new(count: usize) -> RenamedSum {
        RenamedSum { uniform: 0, each: None, count }
    }
    fn add_uniform(&mut self, h: u64) {
        self.uniform = self.uniform.wrapping_add(h);
    }
    fn add_each(&mut self, hs: impl Iterator<Item = u64>) {
        let each = self.each.get_or_insert_with(|| vec![0; self.count]);
        for (acc, h) in each.iter_mut().zip(hs) {
            *acc = acc.wrapping_add(h);
        }
    }
    /// A pair (key, value) of a function: the key's fingerprint, and its
    /// renamed ones.
    fn add_pair(&mut self, key: u64, keys: Renamed, v: &Value, r: &Renamings) {
        match (keys, v.renamed_fingerprints(r)) {
            (Renamed::Same, Renamed::Same) => self.add_uniform(mix(combine(key, v.fingerprint()))),
            (ks, Renamed::Same) => {
                let vf = v.fingerprint();
                self.add_each(ks.as_slice().iter().map(|&k| mix(combine(k, vf))));
            }
            (Renamed::Same, vs) => self.add_each(vs.as_slice().iter().map(|&vf| mix(combine(key, vf)))),
            (ks, vs) => self.add_each(ks.as_slice().iter().zip(vs.as_slice()).map(|(&k, &vf)| mix(combine(k, vf)))),
        }
    }
    fn finish<'r>(self, head: u64) -> Renamed<'r> {
        let uniform = self.uniform;
        match self.each {
            None => Renamed::Same,
            Some(mut each) => {
                for acc in each.iter_mut() {
                    *acc = combine(head, uniform.wrapping_add(*acc));
                }
                Renamed::Each(each)
            }
        }
    }
}

/// Whether any thread has met a part that cannot be fingerprinted.
static ANY_FINGERPRINT_FAILURE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

thread_local! {
    /// The first error met fingerprinting a set that cannot be enumerated.
    static FINGERPRINT_ERROR: std::cell::RefCell<Option<ValueError>> = const { std::cell::RefCell::new(None) };
    /// How many such errors this thread has met (see `FpCache`).
    static FINGERPRINT_FAILURES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Records an error met fingerprinting (the first since the last
/// `take_fingerprint_error` is kept).
fn fingerprint_failed(e: ValueError) {
    ANY_FINGERPRINT_FAILURE.store(true, MemOrder::Relaxed);
    FINGERPRINT_FAILURES.with(|f| f.set(f.get() + 1));
    FINGERPRINT_ERROR.with(|f| {
        f.borrow_mut().get_or_insert(e);
    });
}

/// The error met by the fingerprints computed on this thread since the last
/// call, if any: a fingerprint computed then is not to be used.
pub fn take_fingerprint_error() -> Option<ValueError> {
    FINGERPRINT_ERROR.with(|f| f.borrow_mut().take())
}

impl Value {
    /// The bytes of this value's parts that nothing else holds (counted
    /// once the value itself is held by one owner only): what keeping it
    /// costs beyond what is kept anyway. Parts shared with other values
    /// (the states a state was computed from, its siblings, the domain
    /// EXCEPT keeps) cost nothing more.
    pub fn unshared_bytes(&self) -> usize {
        use std::mem::size_of;
        let all = |vs: &[Value]| vs.iter().map(Value::unshared_bytes).sum::<usize>() + std::mem::size_of_val(vs);
        match self {
            Value::Bool(_) | Value::Int(_) | Value::Str(_) | Value::Model(_) => 0,
            Value::Big(b) if Arc::strong_count(b) == 1 => size_of::<BigInt>() + b.bits().div_ceil(8) as usize,
            Value::Set(s) if SetVal::strong_count(s) == 1 => SetVal::HEADER + all(s.elems()),
            Value::Tuple(t) if SeqVal::strong_count(t) == 1 => SeqVal::HEADER + all(t.elems()),
            Value::Record(r) if Arc::strong_count(r) == 1 => {
                size_of::<RecVal>() + r.fields.iter().map(|(_, v)| v.unshared_bytes() + size_of::<(Str, Value)>()).sum::<usize>()
            }
            Value::Fn(f) if Arc::strong_count(f) == 1 => {
                let domain = if std::sync::Arc::strong_count(&f.domain) == 1 { all(&f.domain) } else { 0 };
                size_of::<FnVal>() + domain + all(&f.values)
            }
            Value::Lazy(l) if Arc::strong_count(l) == 1 => size_of::<LazySet>(),
            Value::LazyFn(f) if Arc::strong_count(f) == 1 => size_of::<LazyFn>(),
            _ => 0,
        }
    }

    /// Each entry where this function and `other`, a function of the
    /// same domain, differ, given to `each` with its key and the two
    /// values (an entry whose values are shared, `is_shared_with`, is
    /// not). `false` (having given none) where the two are not functions
    /// of the same domain (tuples, records, functions).
    pub fn differing_entries<'a>(&'a self, other: &'a Value, mut each: impl FnMut(Value, &'a Value, &'a Value)) -> bool {
        let mut one = |key: &dyn Fn() -> Value, x: &'a Value, y: &'a Value| {
            if !x.is_shared_with(y) {
                each(key(), x, y);
            }
        };
        match (self, other) {
            (Value::Tuple(a), Value::Tuple(b)) if a.elems().len() == b.elems().len() => {
                a.elems().iter().zip(b.elems()).enumerate().for_each(|(i, (x, y))| one(&|| Value::Int(i as i64 + 1), x, y));
                true
            }
            (Value::Record(a), Value::Record(b)) if a.fields.len() == b.fields.len() && a.fields.iter().zip(&b.fields).all(|(x, y)| x.0 == y.0) => {
                a.fields.iter().zip(&b.fields).for_each(|((k, x), (_, y))| one(&|| Value::Str(*k), x, y));
                true
            }
            (Value::Fn(a), Value::Fn(b)) if std::sync::Arc::ptr_eq(&a.domain, &b.domain) || a.domain == b.domain => {
                a.domain.iter().zip(a.values.iter().zip(&b.values)).for_each(|(k, (x, y))| one(&|| k.clone(), x, y));
                true
            }
            _ => false,
        }
    }

    /// Whether `self` and `other` are one value by identity: a compound
    /// value's single allocation shared (as a step shares what it leaves
    /// unchanged), or equal scalars. False says nothing: equal values may
    /// be held apart.
    pub fn is_shared_with(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Str(a), Value::Str(b)) | (Value::Model(a), Value::Model(b)) => a == b,
            (Value::Big(a), Value::Big(b)) => Arc::ptr_eq(a, b),
            (Value::Set(a), Value::Set(b)) => SetVal::ptr_eq(a, b),
            (Value::Tuple(a), Value::Tuple(b)) => SeqVal::ptr_eq(a, b),
            (Value::Record(a), Value::Record(b)) => Arc::ptr_eq(a, b),
            (Value::Fn(a), Value::Fn(b)) => Arc::ptr_eq(a, b),
            (Value::Lazy(a), Value::Lazy(b)) => Arc::ptr_eq(a, b),
            (Value::LazyFn(a), Value::LazyFn(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// The fingerprint where computing it cannot fail or enumerate (no
    /// unbuilt set or function inside), `None` elsewhere. A compound value
    /// whose fingerprint is cached answers at once.
    pub fn safe_fingerprint(&self) -> Option<u64> {
        self.fingerprintable().then(|| self.fingerprint())
    }

    fn fingerprintable(&self) -> bool {
        let known = |fp: &FpCache| fp.0.load(MemOrder::Relaxed) != 0;
        match self {
            Value::Bool(_) | Value::Int(_) | Value::Big(_) | Value::Str(_) | Value::Model(_) => true,
            Value::Set(s) => known(s.fp()) || s.elems().iter().all(Value::fingerprintable),
            Value::Tuple(t) => known(t.fp()) || t.elems().iter().all(Value::fingerprintable),
            Value::Record(r) => known(&r.fp) || r.fields.iter().all(|(_, v)| v.fingerprintable()),
            Value::Fn(f) => known(&f.fp) || (f.domain.iter().all(Value::fingerprintable) && f.values.iter().all(Value::fingerprintable)),
            Value::Lazy(_) | Value::LazyFn(_) => false,
        }
    }

    /// A 64-bit fingerprint; equal values have equal fingerprints.
    pub fn fingerprint(&self) -> u64 {
        match self {
            Value::Bool(b) => combine(1, *b as u64),
            Value::Int(i) => combine(2, *i as u64),
            Value::Big(b) => big_fingerprint(b),
            Value::Str(s) => combine(3, s.0 as u64),
            Value::Model(s) => combine(4, s.0 as u64),
            Value::Set(s) => s.fp().get_or_init(|| fingerprint_set(s.elems().iter().map(part_fingerprint), s.elems().len())),
            Value::Tuple(t) => t
                .fp()
                .get_or_init(|| fingerprint_fn(t.elems().iter().enumerate().map(|(i, v)| (combine(2, i as u64 + 1), part_fingerprint(v))), t.elems().len())),
            Value::Record(r) => {
                r.fp.get_or_init(|| fingerprint_fn(r.fields.iter().map(|(k, v)| (combine(3, k.0 as u64), part_fingerprint(v))), r.fields.len()))
            }
            Value::Fn(f) => {
                f.fp.get_or_init(|| fingerprint_fn(f.domain.iter().map(part_fingerprint).zip(f.values.iter().map(part_fingerprint)), f.domain.len()))
            }
            Value::Lazy(l) => match **l {
                // An interval's elements are its integers in order: they
                // are fingerprinted as they come, never held (1..2147483647
                // is a state TLC fingerprints).
                LazySet::Interval(a, b) => fingerprint_set((a..=b).map(|i| Value::Int(i).fingerprint()), (b - a + 1).max(0) as usize),
                _ => match l.enumerate() {
                    Ok(set) => set.fingerprint(),
                    Err(e) => {
                        // A set that cannot be enumerated cannot be told
                        // apart from others: the caller asks
                        // `take_fingerprint_error` and fails, as TLC does.
                        fingerprint_failed(e);
                        combine(7, l.kind_tag())
                    }
                },
            },
            // Fingerprinting builds the function, which fails as it does
            // in TLC (see `fingerprint` of a lazy set above).
            Value::LazyFn(f) => {
                fingerprint_failed(f.build_error());
                combine(6, u64::MAX)
            }
        }
    }

    /// The fingerprints of this value under each of `r.count` renamings of
    /// its model values, in one pass, without building the renamed values. `Renamed::Same` when no model value in it is renamed,
    /// so every one of them is `fingerprint()` (kept with the value): the
    /// parts of a state without the permuted model values (logs of
    /// integers, counters) are read once, not once per permutation.
    pub fn renamed_fingerprints<'r>(&self, r: &Renamings<'r>) -> Renamed<'r> {
        match self {
            Value::Model(s) => match r.leaves.get(s.0 as usize) {
                Some(Some(fps)) => Renamed::Leaf(fps),
                _ => Renamed::Same,
            },
            Value::Bool(_) | Value::Int(_) | Value::Big(_) | Value::Str(_) => Renamed::Same,
            Value::Set(s) => {
                let mut sum = RenamedSum::new(r.count);
                for e in s.elems() {
                    match e.renamed_fingerprints(r) {
                        Renamed::Same => sum.add_uniform(mix(e.fingerprint())),
                        each => sum.add_each(each.as_slice().iter().map(|&f| mix(f))),
                    }
                }
                sum.finish(combine(5, s.elems().len() as u64))
            }
            Value::Tuple(t) => {
                let mut sum = RenamedSum::new(r.count);
                for (i, v) in t.elems().iter().enumerate() {
                    sum.add_pair(Value::Int(i as i64 + 1).fingerprint(), Renamed::Same, v, r);
                }
                sum.finish(combine(6, t.elems().len() as u64))
            }
            Value::Record(rec) => {
                let mut sum = RenamedSum::new(r.count);
                for (k, v) in rec.fields.iter() {
                    sum.add_pair(Value::Str(*k).fingerprint(), Renamed::Same, v, r);
                }
                sum.finish(combine(6, rec.fields.len() as u64))
            }
            Value::Fn(f) => {
                let mut sum = RenamedSum::new(r.count);
                for (d, v) in f.domain.iter().zip(f.values.iter()) {
                    sum.add_pair(d.fingerprint(), d.renamed_fingerprints(r), v, r);
                }
                sum.finish(combine(6, f.domain.len() as u64))
            }
            Value::Lazy(l) => match l.enumerate() {
                Ok(set) => match set.renamed_fingerprints(r) {
                    Renamed::Same => Renamed::Same,
                    each => Renamed::Each(each.as_slice().to_vec()),
                },
                Err(_) => Renamed::Same,
            },
            Value::LazyFn(_) => Renamed::Same,
        }
    }

    /// A set's number of elements if known without enumerating it.
    pub(crate) fn cheap_cardinality(&self) -> Option<i64> {
        match self {
            Value::Set(s) => Some(s.elems().len() as i64),
            Value::Lazy(l) => l.cheap_cardinality(),
            _ => None,
        }
    }

    fn rank(&self) -> u8 {
        match self {
            Value::Model(_) => 0,
            Value::Bool(_) => 1,
            Value::Int(_) | Value::Big(_) => 2,
            Value::Str(_) => 3,
            Value::Set(_) | Value::Lazy(_) => 4,
            Value::Tuple(_) | Value::Record(_) | Value::Fn(_) | Value::LazyFn(_) => 5,
        }
    }

    // -------------------------------------------------------- construction

    pub fn set(mut elems: Vec<Value>) -> Value {
        // (Elements often come in order already, from the enumeration of a
        // set or a product; one pass says so, where sorting and removing
        // duplicates would make two.)
        if !elems.windows(2).all(|w| w[0] < w[1]) {
            elems.sort();
            elems.dedup();
        }
        Value::Set(SetVal::new(elems))
    }

    /// A set from elements already sorted and distinct.
    pub fn set_sorted(elems: Vec<Value>) -> Value {
        debug_assert!(elems.windows(2).all(|w| w[0] < w[1]));
        Value::Set(SetVal::new(elems))
    }

    /// The union of two sets given by their sorted elements: a merge, not
    /// a sort (`msgs \cup {m}` in every step of a message-passing spec).
    pub fn union_sorted(a: &[Value], b: &[Value]) -> Value {
        let mut out = Vec::with_capacity(a.len() + b.len());
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].cmp(&b[j]) {
                Ordering::Less => {
                    out.push(a[i].clone());
                    i += 1;
                }
                Ordering::Greater => {
                    out.push(b[j].clone());
                    j += 1;
                }
                Ordering::Equal => {
                    out.push(a[i].clone());
                    i += 1;
                    j += 1;
                }
            }
        }
        out.extend_from_slice(&a[i..]);
        out.extend_from_slice(&b[j..]);
        Value::set_sorted(out)
    }

    pub fn empty_set() -> Value {
        Value::set_sorted(Vec::new())
    }

    pub fn tuple(elems: Vec<Value>) -> Value {
        Value::Tuple(SeqVal::new(elems))
    }

    /// The tuple of `elems`, written straight into its allocation (no
    /// vector first: EXCEPT, Append and Tail make one in every step).
    pub fn tuple_from(elems: impl ExactSizeIterator<Item = Value>) -> Value {
        Value::Tuple(SeqVal(Listed::from_header_and_iter(FpCache::default(), elems)))
    }

    pub fn str(s: &str) -> Value {
        Value::Str(Str::new(s))
    }

    pub fn record(mut fields: Vec<(Str, Value)>) -> Value {
        if fields.is_empty() {
            return Value::tuple(Vec::new());
        }
        fields.sort_by_key(|f| f.0);
        fields.dedup_by_key(|f| f.0);
        Value::Record(Arc::new(RecVal { fields, fp: FpCache::default() }))
    }

    /// A record from fields already sorted by name, without duplicates.
    pub fn record_sorted(fields: Vec<(Str, Value)>) -> Value {
        if fields.is_empty() {
            return Value::tuple(Vec::new());
        }
        debug_assert!(fields.windows(2).all(|w| w[0].0 < w[1].0));
        Value::Record(Arc::new(RecVal { fields, fp: FpCache::default() }))
    }

    /// The function with the given domain and values, in its canonical
    /// representation. `pairs` need not be sorted; later duplicates are
    /// dropped.
    pub fn function(mut pairs: Vec<(Value, Value)>) -> Value {
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        pairs.dedup_by(|a, b| a.0 == b.0);
        Value::function_sorted(pairs)
    }

    /// Whether `keys`, in order, are 1, 2, ..., n: the domain of a
    /// function that is a tuple.
    pub fn counts_from_one<'a>(keys: impl IntoIterator<Item = &'a Value>) -> bool {
        keys.into_iter().enumerate().all(|(i, k)| matches!(k, Value::Int(n) if *n == i as i64 + 1))
    }

    /// Like [`Value::function`] for pairs sorted by key without duplicates.
    pub fn function_sorted(pairs: Vec<(Value, Value)>) -> Value {
        if pairs.is_empty() {
            return Value::tuple(Vec::new());
        }
        if Value::counts_from_one(pairs.iter().map(|(k, _)| k)) {
            return Value::tuple(pairs.into_iter().map(|(_, v)| v).collect());
        }
        if pairs.iter().all(|(k, _)| matches!(k, Value::Str(_))) {
            let fields = pairs
                .into_iter()
                .map(|(k, v)| match k {
                    Value::Str(s) => (s, v),
                    _ => unreachable!(),
                })
                .collect();
            return Value::Record(Arc::new(RecVal { fields, fp: FpCache::default() }));
        }
        let (domain, values): (Vec<Value>, Vec<Value>) = pairs.into_iter().unzip();
        Value::Fn(Arc::new(FnVal { domain: domain.into(), values, fp: FpCache::default() }))
    }

    /// The integer `n`: an `Int` if it fits in `i64`, a `Big` otherwise.
    pub fn big(n: BigInt) -> Value {
        match i64::try_from(&n) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::Big(Arc::new(n)),
        }
    }

    /// An integer value (`Int` or `Big`) as a big integer.
    pub fn as_bigint(&self) -> Option<BigInt> {
        match self {
            Value::Int(i) => Some(BigInt::from(*i)),
            Value::Big(b) => Some((**b).clone()),
            _ => None,
        }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, Value::Int(_) | Value::Big(_))
    }

    pub fn lazy(l: LazySet) -> Value {
        Value::Lazy(Arc::new(l))
    }

    /// A function kept unbuilt.
    pub fn lazy_fn(f: LazyFn) -> Value {
        Value::LazyFn(Arc::new(f))
    }

    // -------------------------------------------------------- inspection

    pub fn as_bool(&self) -> VResult<bool> {
        match self {
            Value::Bool(b) => Ok(*b),
            other => Err(ValueError::new(format!("expected a boolean, found {other}"))),
        }
    }

    pub fn as_int(&self) -> VResult<i64> {
        match self {
            Value::Int(i) => Ok(*i),
            other => Err(ValueError::new(format!("expected an integer, found {other}"))),
        }
    }

    pub fn is_set(&self) -> bool {
        matches!(self, Value::Set(_) | Value::Lazy(_))
    }

    /// A set whose elements can be listed: enumerated, or lazy and finite.
    pub fn is_finite_set(&self) -> bool {
        match self {
            Value::Set(_) => true,
            Value::Lazy(l) => l.is_finite(),
            _ => false,
        }
    }

    pub fn is_function(&self) -> bool {
        matches!(self, Value::Tuple(_) | Value::Record(_) | Value::Fn(_) | Value::LazyFn(_))
    }

    /// The elements of a finite set, in TLC's order (lazy sets enumerated).
    pub fn elements(&self) -> VResult<Elements> {
        match self {
            Value::Set(s) => Ok(Elements(s.clone())),
            Value::Lazy(l) => match l.enumerate()? {
                Value::Set(s) => Ok(Elements(s)),
                _ => unreachable!(),
            },
            other => Err(ValueError::new(format!("expected a set, found {other}"))),
        }
    }

    /// The elements of a finite set, in order, one by one: an interval
    /// `a..b` yields its numbers without being listed first (quantifiers
    /// over `1..N` run in every state).
    pub fn members(&self) -> VResult<Members> {
        if let Value::Lazy(l) = self {
            if let LazySet::Interval(a, b) = **l {
                return Ok(Members::Ints(a..=b));
            }
        }
        Ok(Members::Listed(self.elements()?, 0))
    }

    /// The value as an enumerated set.
    pub fn to_set(&self) -> VResult<Value> {
        Ok(Value::Set(self.elements()?.0))
    }

    pub fn contains(&self, v: &Value) -> VResult<bool> {
        self.contains_in(v, &crate::lazy::no_oracle)
    }

    /// Membership, the predicates of comprehensions kept unbuilt decided
    /// by `oracle` (the evaluator's).
    pub fn contains_in(&self, v: &Value, oracle: crate::lazy::Oracle) -> VResult<bool> {
        match self {
            Value::Set(s) => match find_sorted(s.elems(), v) {
                Some(_) => Ok(true),
                None => v.check_member_kind(s.elems()).map(|()| false),
            },
            Value::Lazy(l) => l.contains_in(v, oracle),
            other => Err(ValueError::new(format!("`\\in` needs a set on its right, found {other}"))),
        }
    }

    pub fn cardinality(&self) -> VResult<i64> {
        match self {
            Value::Set(s) => Ok(s.elems().len() as i64),
            Value::Lazy(l) => l.cardinality(),
            other => Err(ValueError::new(format!("Cardinality needs a set, found {other}"))),
        }
    }

    /// Applies a function value to an argument; TLC's messages when it
    /// cannot be applied, values pretty-printed as TLC shows them.
    /// `self[arg]` borrowed, when `arg` is in the domain (None otherwise,
    /// and for anything but a function: `apply` says what is wrong).
    #[inline]
    pub fn apply_ref(&self, arg: &Value) -> Option<&Value> {
        // (A tuple's element, inline: `f[p][q]` of a split action's
        // parameters is read in every guard.)
        match (self, arg) {
            (Value::Tuple(t), Value::Int(i)) if *i >= 1 => t.elems().get(*i as usize - 1),
            _ => self.apply_ref_other(arg),
        }
    }

    #[inline(never)]
    fn apply_ref_other(&self, arg: &Value) -> Option<&Value> {
        match (self, arg) {
            (Value::Record(r), Value::Str(s)) => r.fields.binary_search_by_key(s, |f| f.0).ok().map(|i| &r.fields[i].1),
            (Value::Fn(f), _) => f.position(arg).map(|i| &f.values[i]),
            _ => None,
        }
    }

    pub fn apply(&self, arg: &Value) -> VResult<Value> {
        if let Some(v) = self.apply_ref(arg) {
            return Ok(v.clone());
        }
        use crate::pretty::pretty;
        let found = match self {
            Value::Tuple(t) => match arg {
                Value::Int(i) if *i >= 1 && (*i as usize) <= t.elems().len() => Some(t.elems()[*i as usize - 1].clone()),
                Value::Int(i) => {
                    return Err(ValueError::new(format!("Attempted to access index {i} of tuple\n{}\nwhich is out of bounds.", pretty(&self.to_string()))))
                }
                _ => return Err(ValueError::new(format!("Attempted to access tuple at a non integral index: {}", pretty(&arg.to_string())))),
            },
            Value::Record(r) => match arg {
                Value::Str(s) => match r.fields.binary_search_by_key(s, |f| f.0) {
                    Ok(i) => Some(r.fields[i].1.clone()),
                    Err(_) => {
                        return Err(ValueError::new(format!(
                            "Attempted to access nonexistent field '{}' of record\n{}",
                            &*s.as_str(),
                            pretty(&self.to_string())
                        )))
                    }
                },
                _ => return Err(ValueError::new(format!("Attempted to access record by a non-string argument: {}", pretty(&arg.to_string())))),
            },
            Value::Fn(f) => match f.position(arg) {
                Some(i) => Some(f.values[i].clone()),
                None => {
                    Value::check_domain_search(&f.domain, arg)?;
                    None
                }
            },
            // The evaluator applies the rule; here only a value an EXCEPT
            // gave the argument is known, and a module operator's code
            // builds the function, as TLC's does, which fails.
            Value::LazyFn(f) => match f.excepts_at(arg) {
                at if at.exact.is_some() => at.exact,
                _ => return Err(f.build_error()),
            },
            other => return Err(ValueError::new(format!("A non-function ({}) was applied as a function.", crate::stdlib::kind_string(other)))),
        };
        found.ok_or_else(|| {
            ValueError::new(format!(
                "Attempted to apply function:\n{}\nto argument {}, which is not in the domain of the function.",
                pretty(&self.to_string()),
                pretty(&arg.to_string())
            ))
        })
    }

    /// Fails where TLC's search for `key` in this function's domain fails
    /// (see `check_domain_search`) when `key` is not in it.
    pub fn check_key_search(&self, key: &Value) -> VResult<()> {
        match self {
            Value::Fn(f) => Value::check_domain_search(&f.domain, key),
            _ => Ok(()),
        }
    }

    /// DOMAIN f.
    pub fn domain(&self) -> VResult<Value> {
        match self {
            Value::Tuple(t) => Ok(if t.elems().is_empty() { Value::empty_set() } else { Value::lazy(LazySet::Interval(1, t.elems().len() as i64)) }),
            Value::Record(r) => Ok(Value::set_sorted(r.fields.iter().map(|f| Value::Str(f.0)).collect())),
            Value::Fn(f) => Ok(Value::set_sorted(f.domain.to_vec())),
            Value::LazyFn(f) => Ok(f.domain.clone()),
            other => Err(ValueError::new(format!("DOMAIN needs a function, found {other}"))),
        }
    }

    /// The elements of `DOMAIN self`, in the set's order, read from the
    /// function without building the set (`\E m \in DOMAIN msgs : ...`).
    pub fn domain_members(&self) -> VResult<Members> {
        match self {
            Value::Tuple(t) => Ok(Members::Ints(1..=t.elems().len() as i64)),
            Value::Record(r) => Ok(Members::Fields(r.clone(), 0)),
            Value::Fn(f) => Ok(Members::Keys(f.clone(), 0)),
            _ => self.domain()?.members(),
        }
    }

    /// The (domain, value) pairs of a function, in domain order.
    pub fn pairs(&self) -> VResult<Vec<(Value, Value)>> {
        match self {
            Value::Tuple(t) => Ok(t.elems().iter().enumerate().map(|(i, v)| (Value::Int(i as i64 + 1), v.clone())).collect()),
            Value::Record(r) => Ok(r.fields.iter().map(|(k, v)| (Value::Str(*k), v.clone())).collect()),
            Value::Fn(f) => Ok(f.domain.iter().cloned().zip(f.values.iter().cloned()).collect()),
            Value::LazyFn(f) => Err(f.build_error()),
            other => Err(ValueError::new(format!("expected a function, found {other}"))),
        }
    }

    /// `[f EXCEPT ![arg] = v]` for one level.
    pub fn except(&self, arg: &Value, v: Value) -> VResult<Value> {
        match self {
            Value::Tuple(t) => {
                if let Value::Int(i) = arg {
                    if *i >= 1 && (*i as usize) <= t.elems().len() {
                        let at = *i as usize - 1;
                        let mut v = Some(v);
                        return Ok(Value::tuple_from(t.elems().iter().enumerate().map(|(k, e)| {
                            if k == at {
                                v.take().unwrap_or_else(|| e.clone())
                            } else {
                                e.clone()
                            }
                        })));
                    }
                }
                Ok(self.clone())
            }
            Value::Record(r) => {
                if let Value::Str(s) = arg {
                    if let Ok(i) = r.fields.binary_search_by_key(s, |f| f.0) {
                        let mut fields = r.fields.clone();
                        fields[i].1 = v;
                        return Ok(Value::Record(Arc::new(RecVal { fields, fp: FpCache::default() })));
                    }
                }
                Ok(self.clone())
            }
            Value::Fn(f) => match f.position(arg) {
                Some(i) => {
                    let mut values = f.values.clone();
                    values[i] = v;
                    Ok(Value::Fn(Arc::new(FnVal { domain: f.domain.clone(), values, fp: FpCache::default() })))
                }
                None => Ok(self.clone()),
            },
            Value::LazyFn(f) => Ok(Value::LazyFn(Arc::new(f.with_except(vec![arg.clone()], v)))),
            other => Err(ValueError::new(format!("EXCEPT needs a function, found {other}"))),
        }
    }

    /// `except`, of a value no one else holds: its entry replaced where
    /// it is, without copying the rest (the second update of an EXCEPT
    /// changes what the first made); a copy as `except` makes where it is
    /// shared.
    pub fn except_owned(mut self, arg: &Value, v: Value) -> VResult<Value> {
        let mut v = Some(v);
        let mut set = |slot: &mut Value| *slot = v.take().expect("one update");
        let done = match (&mut self, arg) {
            (Value::Tuple(t), Value::Int(i)) if *i >= 1 && (*i as usize) <= t.elems().len() => t.0.with_arc_mut(|a| match Arc::get_mut(a) {
                Some(hs) => {
                    set(&mut hs.slice_mut()[*i as usize - 1]);
                    *hs.header_mut() = FpCache::default();
                    true
                }
                None => false,
            }),
            (Value::Record(r), Value::Str(k)) => match (r.fields.binary_search_by_key(k, |f| f.0), Arc::get_mut(r)) {
                (Ok(i), Some(r)) => {
                    set(&mut r.fields[i].1);
                    r.fp = FpCache::default();
                    true
                }
                _ => false,
            },
            (Value::Fn(f), _) => match (f.position(arg), Arc::get_mut(f)) {
                (Some(i), Some(f)) => {
                    set(&mut f.values[i]);
                    f.fp = FpCache::default();
                    true
                }
                _ => false,
            },
            _ => false,
        };
        match v {
            Some(v) if !done => self.except(arg, v),
            _ => Ok(self),
        }
    }

    /// The elements of a tuple or sequence.
    pub fn as_seq(&self) -> VResult<&[Value]> {
        match self {
            Value::Tuple(t) => Ok(t.elems()),
            other => Err(ValueError::new(format!("expected a sequence, found {other}"))),
        }
    }

    pub fn record_fields(&self) -> Option<&[(Str, Value)]> {
        match self {
            Value::Record(r) => Some(&r.fields),
            _ => None,
        }
    }
}

/// The elements of a finite set, shared with the set.
#[derive(Clone)]
pub struct Elements(SetVal);

/// An iterator over a finite set's elements (see [`Value::members`]); a
/// clone starts where the original is, at no more cost than a reference.
#[derive(Clone)]
pub enum Members {
    Ints(std::ops::RangeInclusive<i64>),
    Listed(Elements, usize),
    /// The domain of a function or a record, read from it (see
    /// [`Value::domain_members`]).
    Keys(Arc<FnVal>, usize),
    Fields(Arc<RecVal>, usize),
}

impl Iterator for Members {
    type Item = Value;
    fn next(&mut self) -> Option<Value> {
        match self {
            Members::Ints(r) => r.next().map(Value::Int),
            Members::Listed(es, i) => {
                let v = es.get(*i)?.clone();
                *i += 1;
                Some(v)
            }
            Members::Keys(f, i) => {
                let v = f.domain.get(*i)?.clone();
                *i += 1;
                Some(v)
            }
            Members::Fields(r, i) => {
                let v = Value::Str(r.fields.get(*i)?.0);
                *i += 1;
                Some(v)
            }
        }
    }
}

impl std::ops::Deref for Elements {
    type Target = [Value];
    fn deref(&self) -> &[Value] {
        self.0.elems()
    }
}

impl SeqVal {
    fn new(elems: Vec<Value>) -> SeqVal {
        SeqVal(Listed::from_header_and_iter(FpCache::default(), elems.into_iter()))
    }

    #[inline]
    pub fn elems(&self) -> &[Value] {
        &self.0.slice
    }

    #[inline]
    fn fp(&self) -> &FpCache {
        &self.0.header.header
    }

    /// Whether the two are one allocation.
    #[inline]
    fn ptr_eq(a: &SeqVal, b: &SeqVal) -> bool {
        a.0.ptr() == b.0.ptr()
    }

    fn strong_count(this: &SeqVal) -> usize {
        Listed::strong_count(&this.0)
    }

    /// What the allocation holds besides the elements: the count, the
    /// cache, the length.
    const HEADER: usize = 2 * std::mem::size_of::<usize>() + std::mem::size_of::<FpCache>();
}

impl RecVal {
    pub fn fields(&self) -> &[(Str, Value)] {
        &self.fields
    }
}

impl FnVal {
    pub fn domain(&self) -> &[Value] {
        &self.domain
    }
    pub fn values(&self) -> &[Value] {
        &self.values
    }
}

// ------------------------------------------------------------ equality, order

/// Functions (tuples, records and the rest) in TLC's order: by size, then
/// domain, then values. (Inlined into its one caller: tuples of tuples are
/// compared on every set operation over edges and messages.)
#[inline(always)]
fn cmp_fn(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        // Tuples of tuples are common set elements (edges, messages): the
        // same kinds compare directly (size first, as below).
        (Value::Tuple(x), Value::Tuple(y)) => {
            if SeqVal::ptr_eq(x, y) {
                return Ordering::Equal;
            }
            x.elems().len().cmp(&y.elems().len()).then_with(|| x.elems().cmp(y.elems()))
        }
        (Value::Fn(x), Value::Fn(y)) => {
            if Arc::ptr_eq(x, y) {
                return Ordering::Equal;
            }
            let domains = || if std::sync::Arc::ptr_eq(&x.domain, &y.domain) { Ordering::Equal } else { x.domain.cmp(&y.domain) };
            x.domain.len().cmp(&y.domain.len()).then_with(domains).then_with(|| x.values.cmp(&y.values))
        }
        (Value::Record(x), Value::Record(y)) => {
            if Arc::ptr_eq(x, y) {
                return Ordering::Equal;
            }
            let names = || x.fields.iter().map(|f| f.0).cmp(y.fields.iter().map(|f| f.0));
            let values = || x.fields.iter().map(|f| &f.1).cmp(y.fields.iter().map(|f| &f.1));
            x.fields.len().cmp(&y.fields.len()).then_with(names).then_with(values)
        }
        _ => {
            let len = |v: &Value| match v {
                Value::Tuple(t) => t.elems().len(),
                Value::Record(r) => r.fields.len(),
                Value::Fn(f) => f.domain.len(),
                _ => 0,
            };
            len(a).cmp(&len(b)).then_with(|| {
                let pa = a.pairs().unwrap_or_default();
                let pb = b.pairs().unwrap_or_default();
                pa.iter().map(|p| &p.0).cmp(pb.iter().map(|p| &p.0)).then_with(|| pa.iter().map(|p| &p.1).cmp(pb.iter().map(|p| &p.1)))
            })
        }
    }
}

impl Ord for Value {
    /// Scalars of one kind compare inline (function application and set
    /// membership binary-search on them); the rest out of line.
    #[inline]
    fn cmp(&self, other: &Value) -> Ordering {
        match (self, other) {
            (Value::Model(a), Value::Model(b)) => a.cmp(b),
            (Value::Int(a), Value::Int(b)) => a.cmp(b),
            (Value::Str(a), Value::Str(b)) => a.cmp(b),
            _ => cmp_compound(self, other),
        }
    }
}

#[inline(never)]
fn cmp_compound(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        // An unbuilt function cannot be compared (TLC builds it, which
        // fails: `tlc_eq` says so); one is ordered after the built ones
        // and among themselves by identity, so that the order stays total.
        (Value::LazyFn(x), Value::LazyFn(y)) => Arc::as_ptr(x).cast::<u8>().cmp(&Arc::as_ptr(y).cast::<u8>()),
        (Value::LazyFn(_), _) if b.rank() == 5 => Ordering::Greater,
        (_, Value::LazyFn(_)) if a.rank() == 5 => Ordering::Less,
        (Value::Tuple(_) | Value::Record(_) | Value::Fn(_), Value::Tuple(_) | Value::Record(_) | Value::Fn(_)) => cmp_fn(a, b),
        (Value::Bool(x), Value::Bool(y)) => x.cmp(y),
        // Numerically: a big integer lies outside every `Int`.
        (Value::Big(x), Value::Big(y)) => x.cmp(y),
        (Value::Big(x), Value::Int(_)) => big_sign_order(x),
        (Value::Int(_), Value::Big(y)) => big_sign_order(y).reverse(),
        (Value::Set(x), Value::Set(y)) => {
            if SetVal::ptr_eq(x, y) {
                return Ordering::Equal;
            }
            x.elems().len().cmp(&y.elems().len()).then_with(|| x.elems().cmp(y.elems()))
        }
        (Value::Lazy(_), _) | (_, Value::Lazy(_)) if a.rank() == b.rank() => {
            if let (Value::Lazy(x), Value::Lazy(y)) = (a, b) {
                if let Some(o) = x.cmp_same_shape(y) {
                    return o;
                }
            }
            // Sets of different sizes are ordered by size: no need to
            // enumerate a lazy one (`msgs = [type : T, pid : P]` in a guard).
            if let (Some(m), Some(n)) = (a.cheap_cardinality(), b.cheap_cardinality()) {
                if m != n {
                    return m.cmp(&n);
                }
            }
            match (a.to_set(), b.to_set()) {
                (Ok(x), Ok(y)) => x.cmp(&y),
                _ => a.fingerprint().cmp(&b.fingerprint()),
            }
        }
        _ => a.rank().cmp(&b.rank()),
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Value {
    #[inline]
    fn eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Model(a), Value::Model(b)) => a == b,
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Str(a), Value::Str(b)) => a == b,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            _ => eq_compound(self, other),
        }
    }
}

#[inline(never)]
fn eq_compound(x: &Value, y: &Value) -> bool {
    match (x, y) {
        (Value::Set(a), Value::Set(b)) => {
            SetVal::ptr_eq(a, b) || (a.elems().len() == b.elems().len() && x.fingerprint() == y.fingerprint() && a.elems() == b.elems())
        }
        (Value::Tuple(a), Value::Tuple(b)) => SeqVal::ptr_eq(a, b) || a.elems() == b.elems(),
        (Value::Record(a), Value::Record(b)) => {
            Arc::ptr_eq(a, b)
                || a.fields.iter().map(|f| f.0).eq(b.fields.iter().map(|f| f.0)) && a.fields.iter().map(|f| &f.1).eq(b.fields.iter().map(|f| &f.1))
        }
        (Value::Fn(a), Value::Fn(b)) => Arc::ptr_eq(a, b) || ((std::sync::Arc::ptr_eq(&a.domain, &b.domain) || a.domain == b.domain) && a.values == b.values),
        _ => x.cmp(y) == Ordering::Equal && x.rank() == y.rank(),
    }
}

impl Eq for Value {}

impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.fingerprint());
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}
