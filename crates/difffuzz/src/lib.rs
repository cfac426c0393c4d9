//! The differential fuzzer: a seeded generator of small TLA+ specs
//! ([`spec`], over the typed expression generator of [`expr`]), the runs of
//! TLC and tlars on them ([`run`]), their comparison ([`compare`]) and the
//! shrinking of a difference ([`shrink`]); and [`evalfuzz`], which evaluates
//! generated constant expressions through tla-eval's API and requires a
//! value or a located error, never a panic. The binary (`src/main.rs`) is
//! the command line.

pub mod compare;
pub mod evalfuzz;
pub mod expr;
pub mod rng;
pub mod run;
pub mod shrink;
pub mod spec;
