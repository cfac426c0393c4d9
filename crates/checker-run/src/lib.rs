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
//!
//! # In detail
//!
//! This crate (a library of the tools below and of `tlars diff`, not part of the pipeline)
//! owns what they do with a model checker as a black box. `process.rs` runs one
//! checker (TLC's java, `tlars check`, any program) as a child process under a
//! time limit: no input, stdout and stderr captured by reader threads, in a
//! process group of its own that is killed at the timeout and after a normal
//! end too (a process it left would hold the pipes open), and how it ended
//! (`Exit`: a status, a signal, the timeout, a failure to start), its wall time
//! and its peak memory. `report.rs` reads the report TLC prints (and `check`,
//! which prints TLC's): the final counts line (a whole line, so that TLC's and
//! tlars' `Progress(...)` lines do not count), the depth, the first error line,
//! the violated property, the error trace's length and tlars' `unsupported:`
//! line. It may know nothing of tlars' pipeline: no tlars crate is a
//! dependency, and a checker is only a command line and its text. It depends on
//! `libc` for `wait4` (the reaped child's `ru_maxrss`, the kernel's high-water
//! mark of its resident set, is the one measure of TLC's memory that does not
//! depend on sampling) and `kill` of the process group, and on `regex` for the
//! report's lines.

pub mod process;
pub mod report;
