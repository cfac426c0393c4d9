//! The conformance runner: runs `tlars check` over the TLC models of the
//! shared corpus and compares verdicts and state counts with the results TLC
//! recorded. The binary (`src/main.rs`) is the command line; this library
//! holds the logic so it can be unit-tested.

pub mod baseline;
pub mod compare;
pub mod corpus;
pub mod java_tests;
pub mod run;
pub mod tlc_suite;
pub mod verdict;
