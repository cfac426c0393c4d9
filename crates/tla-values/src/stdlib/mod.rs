//! Native implementations of standard-module operators.
//!
//! [`lookup`] maps a standard module and one of its operators (by the
//! canonical name the parser gives it: `"+"`, `"\\div"`, `"-."`, `"\\o"`,
//! `":>"`, `"\\oplus"`, ...) to a Rust function over already evaluated
//! arguments. The semantics and the error messages are TLC's: the Java
//! classes in `tlc2.module` for the built-in modules, and the TLA+
//! definitions themselves (as TLC evaluates them) for most community
//! operators; where the CommunityModules' Java code gives other results
//! (e.g. `AllSubSeqs`), the native follows the Java code.
//!
//! Higher-order operators (`SelectSeq`, `BagOfAll`, `SortSeq`, `FoldSet`,
//! ...) and operators that need the evaluator or the checker (`Print`,
//! `Assert`, `TLCGet`, `TLCSet`, ...) are not here: the evaluator handles
//! them.
//!
//! Three things for the caller to know:
//!
//! * TLC installs the `Integers` class over the operators `Integers` inherits
//!   from `Naturals` whenever any module of the spec extends or instances
//!   `Integers`; the two differ in corner cases (`(-1) \div 2` is `0` with
//!   `Naturals` alone in older TLCs, `-1` with `Integers`).
//!   `lookup("Integers", "+")` gives the `Integers` version of every
//!   `Naturals` operator, so an evaluator that mirrors TLC asks for
//!   `"Integers"` when the spec uses `Integers` and for `"Naturals"`
//!   otherwise. `"Reals"` answers like `"Integers"`.
//! * A module found beside the spec shadows the library module of the same
//!   name (the `echo` example has its own `Relation.tla`); natives apply
//!   only to the library's modules.
//! * The pseudo-random operators (`RandomElement`, `RandomSubset`,
//!   `RandomSetOfSubsets`) draw from a per-thread generator with a fixed
//!   seed; [`seed_random`] reseeds it (TLC reseeds per state in
//!   breadth-first search, so an evaluator may call it with the state's
//!   fingerprint).

mod animation;
mod arith_ext;
mod bags;
mod community;
mod finite_sets;
mod json_io;
mod naturals;
mod random;
mod sequences;
mod tlc;
mod tlc_binary;
mod vector_clocks;

use crate::lazy::LazySet;
use crate::value::{ErrorKind, Value, ValueError};
use std::collections::HashMap;
use std::sync::OnceLock;

pub(crate) use finite_sets::tlc_size;
pub use json_io::{json_text, COMMAND_OPERATORS};
pub use random::seed_random;
pub use vector_clocks::{causal_order, LogEntry};

pub type NResult = Result<Value, ValueError>;

/// A natively implemented operator: its arity and its implementation over
/// evaluated arguments (`args.len() == arity`).
pub struct NativeOp {
    pub arity: usize,
    pub f: fn(&[Value]) -> Result<Value, ValueError>,
}

/// One registered native: module, operator name, implementation.
pub type Entry = (&'static str, &'static str, NativeOp);

fn table() -> &'static HashMap<(&'static str, &'static str), &'static NativeOp> {
    static TABLE: OnceLock<HashMap<(&'static str, &'static str), &'static NativeOp>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m = HashMap::new();
        for (module, name, op) in natives() {
            let old = m.insert((*module, *name), op);
            assert!(old.is_none(), "native {module}!{name} registered twice");
        }
        m
    })
}

/// Every registered native, grouped by module (in the module where the
/// operator is defined; the `Integers` versions of the `Naturals` operators
/// are listed under `Integers`).
pub fn natives() -> impl Iterator<Item = &'static Entry> {
    naturals::NATIVES
        .iter()
        .chain(sequences::NATIVES)
        .chain(finite_sets::NATIVES)
        .chain(bags::NATIVES)
        .chain(tlc::NATIVES)
        .chain(random::NATIVES)
        .chain(community::NATIVES)
        .chain(arith_ext::NATIVES)
        .chain(json_io::NATIVES)
        .chain(animation::NATIVES)
}

/// The native implementation of operator `name` (canonical operator names as
/// the parser produces them) of standard module `module` (e.g. "Naturals"),
/// if there is one.
pub fn lookup(module: &str, name: &str) -> Option<&'static NativeOp> {
    let t = table();
    if let Some(op) = t.get(&(module, name)) {
        return Some(op);
    }
    match module {
        // Integers re-registers Naturals' operators with its own semantics
        // (listed under "Integers"); Reals extends Integers.
        "Reals" => lookup("Integers", name),
        _ => None,
    }
}

// ------------------------------------------------------------ error texts
//
// The message templates of TLC's tlc2.output.MP for the EC codes the module
// classes use.

/// EC.TLC_MODULE_ARGUMENT_ERROR
pub fn arg_error(ordinal: &str, op: &str, expected: &str, v: &Value) -> ValueError {
    ValueError::new(format!("The {ordinal} argument of {op} should be a {expected}, but instead it is:\n{v}"))
}

/// EC.TLC_MODULE_ARGUMENT_ERROR_AN
pub(crate) fn arg_error_an(ordinal: &str, op: &str, expected: &str, v: &Value) -> ValueError {
    ValueError::new(format!("The {ordinal} argument of {op} should be an {expected}, but instead it is:\n{v}"))
}

/// EC.TLC_MODULE_ONE_ARGUMENT_ERROR
pub(crate) fn one_arg_error(op: &str, expected: &str, v: &Value) -> ValueError {
    ValueError::new(format!("The argument of {op} should be a {expected}, but instead it is:\n{v}"))
}

/// EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE
pub(crate) fn wrong_value(op: &str, what: &str, v: &Value) -> ValueError {
    ValueError::new(format!("Applying {op} to the following value,\nwhich is not {what}:\n{v}"))
}

/// EC.TLC_MODULE_EVALUATING
pub(crate) fn evaluating(form: &str, what: &str, v: &Value) -> ValueError {
    ValueError::new(format!("Evaluating an expression of the form {form} when s is not a {what}:\n{v}"))
}

/// EC.TLC_MODULE_OVERFLOW
pub(crate) fn overflow(what: &str) -> ValueError {
    ValueError::new(format!("Overflow when computing {what}"))
}

/// EC.TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN
pub fn not_in_domain(ordinal: &str, op: &str, ordinal2: &str, f: &Value, v: &Value) -> ValueError {
    ValueError::new(format!("The {ordinal} argument of {op} must be in the domain of its {ordinal2} argument:\n{f}\n, but instead it is\n{v}"))
}

/// EC.TLC_MODULE_APPLY_EMPTY_SEQ
pub(crate) fn empty_seq(op: &str) -> ValueError {
    ValueError::new(format!("Attempted to apply {op} to the empty sequence."))
}

/// EC.TLC_MODULE_COMPUTING_CARDINALITY
pub(crate) fn cardinality_error(v: &Value) -> ValueError {
    ValueError::new(format!("Attempted to compute cardinality of the value\n{v}"))
}

/// EC.TLC_MODULE_VALUE_JAVA_METHOD_OVERRIDE: a Java exception inside one of
/// TLC's module methods (a failed argument cast, a null pointer). TLC
/// reports it as its evaluator's own failure (exit 75), except a null
/// pointer ([`java_null_pointer`]).
pub fn java_error(signature: &str, msg: &str) -> ValueError {
    ValueError::of_kind(
        format!("Attempted to apply the operator overridden by the Java method\n{signature},\nbut it produced the following error:\n{msg}"),
        ErrorKind::Runtime,
    )
    .because(crate::Cause::JavaMethod)
}

/// A null pointer inside one of TLC's module methods: TLC wraps it as the
/// module's failure (exit 255).
pub(crate) fn java_null_pointer(signature: &str, msg: &str) -> ValueError {
    ValueError::of_kind(java_error(signature, msg).message, ErrorKind::Module).because(crate::Cause::JavaMethod)
}

/// The error TLC reports when an argument of a module method declared with
/// a narrower parameter type (`IntValue`) has another type.
pub(crate) fn java_cast(signature: &str, v: &Value, class: &str) -> ValueError {
    java_error(signature, &format!("Cannot cast tlc2.value.impl.{} to tlc2.value.impl.{class}", java_class(v)))
}

/// The TLC value class that represents `v`.
pub(crate) fn java_class(v: &Value) -> &'static str {
    match v {
        Value::Bool(_) => "BoolValue",
        Value::Int(_) | Value::Big(_) => "IntValue",
        Value::Str(_) => "StringValue",
        Value::Model(_) => "ModelValue",
        Value::Set(_) => "SetEnumValue",
        Value::Tuple(_) => "TupleValue",
        Value::Record(_) => "RecordValue",
        Value::Fn(_) => "FcnRcdValue",
        Value::LazyFn(_) => "FcnLambdaValue",
        Value::Lazy(l) => match &**l {
            LazySet::Interval(..) => "IntervalValue",
            LazySet::Subset(_) => "SubsetValue",
            LazySet::FnSet(..) => "SetOfFcnsValue",
            LazySet::RecordSet(_) => "SetOfRcdsValue",
            LazySet::Product(_) => "SetOfTuplesValue",
            LazySet::Nat | LazySet::Int | LazySet::Real | LazySet::Strings | LazySet::Seq(_) => "UserValue",
            LazySet::Cup(..) => "SetCupValue",
            LazySet::Cap(..) => "SetCapValue",
            LazySet::Diff(..) => "SetDiffValue",
            LazySet::Union(_) => "UnionValue",
            LazySet::Filter(..) => "SetPredValue",
        },
    }
}

/// TLC's message for a bounded CHOOSE none of whose candidates qualifies
/// (without the location of the CHOOSE, which the caller may append).
pub(crate) fn choose_failed() -> ValueError {
    ValueError::new("Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.")
}

/// TLC's message for `s[i]` with `i` outside `1..Len(s)`.
pub(crate) fn tuple_index_error(i: i64, s: &Value) -> ValueError {
    ValueError::new(format!("Attempted to access index {i} of tuple\n{s}\nwhich is out of bounds."))
}

// ------------------------------------------------------------ small helpers

/// Whether integers are unbounded in this run (`Settings::big_integers`;
/// read only once a result has left 32 bits, so the default run pays
/// nothing for it).
pub fn big_integers() -> bool {
    crate::Settings::current().big_integers
}

/// TLC's integers are 32-bit.
pub(crate) fn fits_i32(n: i64) -> bool {
    n >= i32::MIN as i64 && n <= i32::MAX as i64
}

/// A TLA+ string as Java UTF-16 code units (TLC measures and slices strings
/// that way).
pub(crate) fn utf16(v: &Value) -> Option<Vec<u16>> {
    match v {
        Value::Str(s) => Some(s.as_str().encode_utf16().collect()),
        _ => None,
    }
}

pub(crate) fn from_utf16(units: &[u16]) -> Value {
    Value::str(&String::from_utf16_lossy(units))
}

/// The elements of a set TLC can enumerate (`toSetEnum` not null): finite
/// sets and finite lazy sets; `None` for infinite sets and non-sets.
pub fn enumerable(v: &Value) -> Option<crate::value::Elements> {
    if !v.is_set() || !finite_sets::is_finite(v).unwrap_or(false) {
        return None;
    }
    v.elements().ok()
}

pub(crate) fn bool_val(b: bool) -> NResult {
    Ok(Value::Bool(b))
}

/// TLC's `getKindString` for the class that represents `v`.
pub fn kind_string(v: &Value) -> &'static str {
    match java_class(v) {
        "BoolValue" => "a Boolean value",
        "IntValue" => "an integer",
        "StringValue" => "a string",
        "RecordValue" => "a record",
        "SetEnumValue" => "a set of the form {e1, ... ,eN}",
        "TupleValue" => "a tuple",
        "FcnRcdValue" => "a function  of the form (d1 :> e1 @@ ... @@ dN :> eN)",
        "FcnLambdaValue" => "a function of the form  [x \\in S |-> expr]",
        "SetPredValue" => "a set of the form {x \\in S : expr}",
        "SetOfFcnsValue" => "a set of the form [S -> T]",
        "SetOfRcdsValue" => "a set of the form [d1 : S1, ... , dN : SN]",
        "SetOfTuplesValue" => "a cartesian product",
        "SubsetValue" => "a set of the form SUBSET S",
        "ModelValue" => "a model value",
        "UserValue" => "a special set constant",
        "IntervalValue" => "a set of the form i..j",
        "SetCupValue" => "a set of the form S \\cup T",
        "SetCapValue" => "a set of the form S \\cap T",
        "SetDiffValue" => "a set of the form S \\ T",
        _ => "a value",
    }
}

/// The pairs of a function value, or TLC's error for `DOMAIN v` (without
/// the location TLC appends).
pub(crate) fn fn_pairs(v: &Value) -> Result<Vec<(Value, Value)>, ValueError> {
    if !v.is_function() {
        return Err(ValueError::new(format!("Attempted to apply the operator DOMAIN to a non-function\n({})", kind_string(v))));
    }
    v.pairs()
}

/// `f[x]` with TLC's messages for arguments outside the domain.
pub(crate) fn apply(f: &Value, x: &Value) -> Result<Value, ValueError> {
    match f {
        Value::Tuple(_) => match x {
            Value::Int(i) => {
                let elems = f.as_seq()?;
                if *i >= 1 && (*i as usize) <= elems.len() {
                    Ok(elems[*i as usize - 1].clone())
                } else {
                    Err(tuple_index_error(*i, f))
                }
            }
            other => Err(ValueError::new(format!("Attempted to access tuple at a non integral index: {other}"))),
        },
        Value::Record(_) => match x {
            Value::Str(s) => f.apply(x).map_err(|_| ValueError::new(format!("Attempted to access nonexistent field '{}' of record\n{f}", &*s.as_str()))),
            other => Err(ValueError::new(format!("Attempted to access record by a non-string argument: {other}"))),
        },
        Value::Fn(_) | Value::LazyFn(_) => {
            f.apply(x).map_err(|_| ValueError::new(format!("Attempted to apply function:\n{f}\nto argument {x}, which is not in the domain of the function.")))
        }
        other => Err(ValueError::new(format!("A non-function ({}) was applied as a function.", kind_string(other)))),
    }
}

/// The elements of a set operand of a TLA+-defined operator (a bounded
/// quantifier or set constructor over it), or TLC's error.
pub(crate) fn set_elems(v: &Value) -> Result<crate::value::Elements, ValueError> {
    if !v.is_set() {
        return Err(ValueError::new(format!("Attempted to enumerate a value that is not a set:\n{v}")));
    }
    v.elements()
}
