//! TLA+ values.
//!
//! Values are immutable and cheap to clone: scalars inline, compound values
//! behind an `Arc` with their fingerprint cached on first use. Every logical
//! value has exactly one representation (a function whose domain is `1..n` is
//! a `Tuple`, one whose domain is a set of strings is a `Record`, the empty
//! function is the empty tuple), so equality, order and fingerprints are
//! structural. Sets that are large or infinite (`Nat`, `a..b`, `SUBSET S`,
//! `[S -> T]`, ...) stay lazy: membership is decided without enumerating.
//!
//! The order of values is TLC's: sets by size, then element by element;
//! functions by size, then domain, then values; strings and model values by
//! first interning; model values below every other value.

pub mod codec;
mod compare;
mod intern;
mod lazy;
mod lazy_fn;
pub mod pretty;
mod print;
pub mod stdlib;
pub mod tlc_hash;
mod value;

pub use intern::Str;
pub use lazy::{LazySet, Oracle};
pub use lazy_fn::LazyFn;
pub use print::set_expand;
pub use value::{take_fingerprint_error, BigInt, Cause, ErrorKind, FnVal, Members, RecVal, Renamed, Renamings, SeqVal, SetVal, Value, ValueError};
