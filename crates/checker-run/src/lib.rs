//! What the tools around tlars share when they treat a model checker as a
//! black box: `process` runs one checker (TLC's java, `tlars check`, or
//! any other program) as a child process under a time limit and returns
//! its output, how it ended, its wall time and its peak memory; `report`
//! reads the report text TLC prints (and `tlars check`, which prints TLC's
//! report): the final counts, the depth, the first error line, the
//! violated property and the error trace's length.
//!
//! It knows nothing of tlars' pipeline: no crate of the checker is a
//! dependency, and what it knows of a checker is its command line and the
//! text it prints. The conformance runner, `bench`, `difffuzz` and `tlars
//! diff` use it.

pub mod process;
pub mod report;
