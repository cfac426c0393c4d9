//! The differential fuzzer: a seeded generator of small TLA+ specs
//! ([`spec`], over the typed expression generator of [`expr`]), the runs of
//! TLC and tlars on them ([`run`]), their comparison ([`compare`]) and the
//! shrinking of a difference ([`shrink`]); and [`evalfuzz`], which evaluates
//! generated constant expressions through tla-eval's API and requires a
//! value or a located error, never a panic. The binary (`src/main.rs`) is
//! the command line.
//!
//! # In detail
//!
//! This crate (a tool, not part of the pipeline) is the differential fuzzer: a seeded
//! generator of small specs and configurations (typed expressions over the
//! standard modules, operators with primed parameters, LAMBDA, overrides in the
//! root, an EXTENDed and an INSTANCEd module), which it runs with TLC and with
//! `tlars check` as separate processes (through `checker-run`, each one's
//! output written to a log file beside the spec afterwards) and compares on
//! exit status, counts and depth, or violated property and trace length; every
//! difference is saved and shrunk by dropping parts of the spec. It knows TLC
//! and tlars only through their command lines and outputs, never the checker's
//! internals. Its second half, `evalfuzz`, evaluates generated constant
//! expressions through tla-eval's public API (resolve, compile, evaluate, as
//! `tlars check` does for ASSUMEs) and requires a value or a located error,
//! never a panic; `tests/eval_no_panic.rs` and the cargo-fuzz target `eval`
//! check that property.
#![forbid(unsafe_code)]

pub mod compare;
pub mod evalfuzz;
pub mod expr;
pub mod rng;
pub mod run;
pub mod shrink;
pub mod spec;
