//! The conformance runner: runs `tlars check` over the TLC models of the
//! shared corpus and compares verdicts and state counts with the results TLC
//! recorded. The binary (`src/main.rs`) is the command line; this library
//! holds the logic so it can be unit-tested.
//!
//! # In detail
//!
//! This crate (a tool, not part of the pipeline) runs `tlars check` on the corpus models
//! of `../shared/corpus` and compares verdicts and counts with TLC's recorded
//! results; `tests/conformance/passing.txt` is the baseline CI holds the
//! checker to. `run.rs` makes each model's invocation and runs it with
//! `checker-run`, whose report reader gives the counts, depth, error and
//! `unsupported:` lines `compare.rs` judges by. A model whose root module draws
//! random values (`RandomElement`, ...) is compared on its verdict only: TLC
//! reseeds on every run, and its counts vary with the seed (the `tlc-suite`
//! runner applies the same rule).
//!
//! Its `tlc-suite` subcommand is a second yardstick: TLC's own regression
//! models (`test-model/` in TLC's sources) as TLC's JUnit tests run them.
//! `tlc-suite-facts` reads the tests (`java_tests.rs`, a small reader of
//! constructor chains and harness overrides, not a Java parser) for each
//! model's spec, cfg, flags and expected exit status, runs TLC on each, and
//! writes `tests/tlc-suite/models.tsv`: names, flags and TLC's numbers only,
//! with a skip reason for the models that need what tlars does not have
//! (simulation, trace explorer, debugger, distributed TLC, `-continue`,
//! TLC-internal Java overrides, PlusCal translation). `tlc-suite` runs tlars on
//! the rest and judges with `compare::judge_exit`, the corpus judge's
//! generalization to every TLC exit status, printing PASS, FAIL, CRASH or SKIP
//! per model and the totals.
#![forbid(unsafe_code)]

pub mod baseline;
pub mod compare;
pub mod corpus;
pub mod java_tests;
pub mod run;
pub mod tlc_suite;
pub mod verdict;
