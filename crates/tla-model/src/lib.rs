//! A model: a root module and a TLC configuration, turned into what the
//! checker checks, and the checker's outcome turned into TLC's verdict.
//!
//! Three steps, each with TLC's rules and errors:
//! 1. [`Model::load`]: resolve the modules, read the configuration (its
//!    grammar, `check_config`'s refusals), compile the definitions it names
//!    (INIT/NEXT or the SPECIFICATION taken apart, invariants, properties
//!    split into their kinds, constraints, VIEW, SYMMETRY, ALIAS,
//!    POSTCONDITION, `_POSSIBLE`, ASSUMEs, constant replacements), judging
//!    the constant values TLC judges as it reads the configuration;
//! 2. [`Model::startup`]: what TLC evaluates before the search (ASSUMEs,
//!    the SYMMETRY group, the temporal properties' normal form), giving
//!    the checker's `Spec`;
//! 3. [`Model::judge`]: what TLC judges after the search (a model without
//!    a next-state relation, the temporal properties on the state graph,
//!    POSTCONDITIONs, `_POSSIBLE`).
//!
//! Every failure is a [`ModelError`] with TLC's exit status; the caller
//! prints it. Nothing here prints.

mod conjuncts;
mod constant_values;
mod coverage;
mod directive;
mod error;
pub mod exit;
mod judge;
mod literals;
mod load;
mod locate;
mod startup;
mod string_order;
mod symmetry;
pub mod tlc_spec;
mod verdict;

pub use conjuncts::false_conjuncts;
pub use error::{ModelError, Notice};
pub use judge::{BehaviourViolation, Judged, TemporalCheck};
pub use load::{external_commands, Alias, LoadOptions, Model};
pub use locate::{location, position};
pub use startup::{Plan, RunOptions};
pub use verdict::Verdict;
