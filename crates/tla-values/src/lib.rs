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
//!
//! # In detail
//!
//! The crate owns TLA+ values: immutable, cheap to clone (compound values behind `Arc`
//! with their 64-bit fingerprint cached; a set's or function's fingerprint sums
//! its parts', so under SYMMETRY `renamed_fingerprints` gives a value's
//! fingerprints under every permutation in one pass, the parts no permutation
//! changes read once from their cache), with exactly one representation per
//! value (a function on `1..n` is a tuple, on strings a record), TLC's total
//! order (sets by size then elements, strings by interning order: before
//! anything else is interned, `tla-model` interns what TLC's `UniqueString`
//! table meets in the order it meets it, so CHOOSE over strings, model values
//! and the printing of sets and records agree with TLC), lazily represented
//! sets (`Nat`, `a..b`, `SUBSET S`, `[S -> T]`, `UNION`, infinite unions and
//! differences) whose membership is decided without enumeration (a value of
//! another kind asked about is TLC's error, not FALSE), TLC's printing and its
//! pretty-printing over lines (`pretty.rs`: TLC re-reads the printed text with
//! its own small grammar and breaks what is wider than 80 columns; traces,
//! Print and messages use it), and `stdlib/`: the natively evaluated operators
//! of the standard and community modules with TLC's semantics and error
//! messages (where TLC computes a community operator with Java code, the native
//! follows that code: Graphs' and UndirectedGraphs' path operators share one
//! implementation, parameterized by what an edge is; SVG's and GraphViz's, in
//! `stdlib/animation.rs`, build TLC's texts). `tlc_hash.rs` holds TLC's FP64
//! fingerprint of values under TLC's first polynomial (GraphViz's DOT text
//! names nodes by it), its hash codes (the fingerprint folded to 32 bits) and
//! the iteration order of a Java `HashMap` keyed by them: VectorClocks'
//! `CausalOrder` (`stdlib/vector_clocks.rs`, TLC's Java algorithm) passes over
//! the nodes in that order, which decides the order of concurrent log entries
//! and so the state counts of trace validation specs (TLC draws its polynomial
//! at random unless given `-fp`; tlars gives what TLC gives with `-fp 0`).
//! `compare.rs` holds TLC's rule that values of different kinds cannot be
//! compared (`1 = "a"`, `{} = <<>>`, `1 \in {"a"}`, `{1, "a"}` fail instead of
//! answering FALSE), and membership as TLC's Java code asks it of a sorted set
//! (a binary search that fails at the first element of another kind it meets).
//! Every `ValueError` may carry an `ErrorKind`, TLC's distinction between its
//! evaluator's own failures and those of a module operator's Java
//! implementation, or a failed `Assert`: the exit status after an error depends
//! on it (75, 255, 14), so the kind travels with the error to the report. A
//! `Cause` says what the error is where the checker acts on it (a primed
//! variable without a value yet, an incomplete successor, an unfingerprintable
//! state, a Java method's failure, and `Found`, the control-flow result that
//! stops an ENABLED or witness search): no decision anywhere is taken on an
//! error's text (the one comparison of texts left is `AssertError`, whose
//! definition is that comparison). `codec.rs` writes a value as a short byte
//! string and reads it back (varints; strings and model values by interned
//! number, so only the process that wrote them reads them; lazy sets as their
//! description), for the states the search keeps on disk.
//! `stdlib/tlc_binary.rs` is a second format, TLC's own (`ValueOutputStream`),
//! which IOUtils' `IOSerialize` and `IODeserialize` write and read so that
//! files pass between tlars and TLC both ways (the handle table TLC uses for
//! values written twice is read, never written); `flate2` (gzip, on the pure
//! Rust `miniz_oxide`) compresses it as TLC's `GZIPOutputStream` does. It
//! depends on nothing else in tlars.
//!
//! *Integers.* TLC's are 32-bit, and so are tlars' by default: the arithmetic
//! natives (`stdlib/naturals.rs`) compute on the `i64` of `Value::Int` and give
//! TLC's "Overflow when computing ..." for a result past `i32`.
//! `--big-integers` (issue 33, for the users TLC cannot serve) makes them
//! unbounded: `Settings::big_integers`, one of the run's settings
//! (`settings.rs`, installed on each thread that evaluates for the run),
//! is read by a native only once a result has left 32 bits (or an operand is
//! big), so the default run does what it did (measured on an arithmetic model:
//! no difference beyond noise). Then a result within `i64` stays an `Int` and
//! one past it is `Value::Big` (an `Arc<num_bigint::BigInt>`): never a number
//! within `i64`, so one representation per number and equality, TLC's order
//! (numeric, `Int` and `Big` mixed), fingerprints (a tag of their own) and
//! hashing stay structural. `num-bigint` is the one reason for that dependency
//! (with its `num-integer` and `num-traits`). `\div` rounds down and `%` lies
//! in `0..b-1` at any size, as TLC's Integers; `a..b` with a bound past `i64`,
//! or of more than `i64::MAX` elements, is an error, and so is a power of more
//! than 2^26 bits. `codec.rs` writes a big integer as its bytes; TLC's binary
//! format (`IOSerialize`) has none and refuses it.
//!
//! *Why vectors, not `imbl`.* Sequences, records and functions hold their
//! elements in a plain vector, copied on each EXCEPT. `bench`'s `structure`
//! binary measures that against `imbl`'s persistent `Vector` and `OrdMap`
//! (nanoseconds per operation on this machine, integer elements; elements that
//! are themselves shared values give the same picture):
//!
//! | elements | EXCEPT: vector / imbl vector / imbl map | `f[i]`: vector / imbl vector | full walk: vector / imbl vector |
//! | ---: | ---: | ---: | ---: |
//! | 10 | 86 / 146 / 171 | 7.5 / 8.0 | 30 / 51 |
//! | 100 | 729 / 592 / 305 | 7.5 / 10.6 | 298 / 573 |
//! | 1,000 | 6,650 / 842 / 403 | 7.5 / 20.4 | 4,362 / 11,368 |
//! | 10,000 | 70,299 / 1,630 / 499 | 7.2 / 20.9 | 26,687 / 53,660 |
//!
//! The persistent structures win EXCEPT from about 100 elements on (8 times at
//! 1,000), and lose everything else: application is 1.4 to 3 times slower, a
//! traversal (fingerprinting, comparison, printing) about twice as slow, and
//! below 100 elements EXCEPT too. The functions in the states of real specs are
//! mostly small (one entry per process, node or slot, a few to a few dozen in a
//! model TLC can check), and a state's values are walked once for its
//! fingerprint and read many times for every action, so plain vectors stay;
//! `imbl` is not a dependency of any crate of the pipeline. A spec whose states
//! hold functions of thousands of elements changed one entry at a time would
//! want a hybrid (vectors below a few hundred elements, persistent above); it
//! would also need every reader of a value's elements as a slice (`elems()`,
//! `as_seq()`) to take an iterator.
#![forbid(unsafe_code)]

pub mod codec;
mod compare;
mod intern;
mod lazy;
mod lazy_fn;
pub mod member;
pub mod pretty;
mod print;
pub mod settings;
pub mod split_mix;
pub mod stdlib;
pub mod tlc_hash;
mod value;

pub use intern::Str;
pub use lazy::{LazySet, Oracle};
pub use lazy_fn::LazyFn;
pub use settings::Settings;
pub use value::{take_fingerprint_error, BigInt, Cause, ErrorKind, FnVal, Members, RecVal, Renamed, Renamings, SeqVal, SetVal, Value, ValueError};
