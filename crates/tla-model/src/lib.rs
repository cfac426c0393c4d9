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
//! 2. `Model::startup`: what TLC evaluates before the search (ASSUMEs,
//!    the SYMMETRY group, the temporal properties' normal form), giving
//!    the checker's `Spec`;
//! 3. `Model::judge`: what TLC judges after the search (a model without
//!    a next-state relation, the temporal properties on the state graph,
//!    POSTCONDITIONs, `_POSSIBLE`).
//!
//! [`Model::check`] and [`Model::simulate`] take a loaded model through the
//! rest: steps 2 and 3 around the search, the checker built once (Next
//! split once, coverage's labels and TLC's `-dump` made from its actions),
//! and the caller's report given what came back.
//!
//! Every failure is a [`ModelError`] with TLC's exit status; the caller
//! prints it. Nothing here prints.
//!
//! # In detail
//!
//! The crate owns a model: a root module and a configuration, taken to what the checker
//! checks, and the checker's outcome taken to TLC's verdict. `load.rs` resolves
//! the modules, reads the configuration, then interns strings in TLC's order
//! (`string_order.rs`: the configuration's values in its text order; TLC's
//! fixed prefix of built-in names; every token of every module in SANY's load
//! order, the root first with `_TLCTrace` added to its EXTENDS unless the run
//! is one of TLC's without it, `-noTE`, `-tool`, `-continue`
//! (`--no-trace-module`, which `tlars tlc` gives), TLC's own modules lexed from
//! the token sequences observed in TLC's intern table (`tlc_intern_order.txt`),
//! not from tlars' texts of them; the string literals' contents in SANY's
//! semantic order; the strings TLC makes when it starts, such as `TLCGet`'s
//! keys), refuses numerals TLC cannot hold (`literals.rs`: past 2^31 - 1 in any
//! loaded module, used or not, TLC's "can't handle a number this big", 255; in
//! base 2, 8 or 16 SANY's rejection, 150), and applies TLC's refusals
//! (`tla_config::check_config`: SPECIFICATION with INIT/NEXT, ...;
//! `check_init_next`), requires every CONSTANT of the root (declared or
//! extended) to be assigned, binds the constants, evaluates the constant
//! replacements (`C <- Op` needing a state is exit 151), and compiles every
//! definition a directive names, in TLC's order (INVARIANTs, the SPECIFICATION
//! or INIT and NEXT, PROPERTYs, CONSTRAINTs, `_POSSIBLE`), each name checked
//! first for kind and arity as TLC's table of definitions holds it
//! (`directive.rs`: an operator of no arguments; TRUE and FALSE are values
//! there, and so is a definition of constant level TLC could evaluate
//! (`constant_values.rs`), an operator overridden natively a value, a number
//! names nothing, a POSTCONDITION TLC cannot take fails only after the search,
//! an ALIAS that names nothing is ignored, one with arguments fails in every
//! state it shows (`Alias`), a SYMMETRY with arguments is its body with the
//! parameters undefined (`IrKind::Undefined`), as TLC evaluates it; each
//! refusal TLC's message and status; the `<-` checked in TLC's order, constants
//! then definitions as SANY lists them), taking a SPECIFICATION apart (Init,
//! `[][Next]_v` with TLC's subscript warnings, fairness; a variable as a
//! conjunct) and PROPERTYs into initial predicates, invariants, action
//! properties and temporal formulas. `startup.rs` is what TLC evaluates before
//! the search: ASSUMEs (exit 10; those of the modules the root EXTENDS first,
//! as SANY copies them, `Compiler::root_assumptions`), the SYMMETRY group
//! (`symmetry.rs`; a set held enumerated, of functions, as TLC requires), the
//! temporal properties' normal form (its size limit, tautologies; a quantifier
//! over a bound TLC cannot enumerate stops the run there, 255), giving the
//! checker's `Spec` and the number of workers; `describe` gives the evaluator
//! `TLCGet("spec")` (`tlc_spec.rs`). `judge.rs` is what TLC judges after the
//! search: a model without a next-state relation, the temporal properties on
//! the recorded graph (the violation TLC finds during the search, with the
//! counts at that point, or a lasso), POSTCONDITIONs and `_POSSIBLE`. Every
//! failure is a `ModelError` (the modules' or the configuration's diagnostics,
//! TLC's own error with its exit status, or what tlars does not support), and
//! warnings are `Notice`s: the crate prints nothing. Its tests
//! (`tests/model.rs`) load small models and check each refusal and verdict. It
//! depends on the front end, `tla-config`, `tla-eval` and `tla-check`.
//!
//! `conjuncts.rs` takes a violated invariant apart at its conjunctions (through
//! its definitions without parameters) and names those false in the last state,
//! which the CLI prints on standard error (TLC names only the invariant).
//! `coverage.rs` names the lines of TLC's coverage report: each definition as
//! TLC names it (its left-hand side's place, and for one disjunct of a
//! definition that disjunct's place too), actions at one place summed and
//! ordered by place; and builds the cost model's trees (places printed as SANY
//! gives them: `(e)` where e is). `Model::stuttering_warning` is TLC's warning
//! after a stuttering counterexample when the specification has no fairness.
#![forbid(unsafe_code)]

mod alias;
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
mod run;
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
pub use run::{Checked, Simulated};
pub use startup::{Plan, RunOptions};
pub use verdict::{located, Said, Verdict};
