//! How a check ended.

use crate::{exit, location};
use tla_check::Violation;
use tla_diagnostics::tlc_messages::code;
use tla_diagnostics::SourceMap;
use tla_eval::{EvalError, Loc};
use tla_values::{Cause, ErrorKind};

pub enum Verdict {
    Success,
    /// Found by the breadth-first search.
    Safety(Violation),
    /// A temporal property is violated by a lasso: the behaviour returns to
    /// its state of this index (None: it stutters in its last state).
    Liveness(String, Option<usize>),
    /// Temporal properties (their names) violated by a finite behaviour,
    /// found during the search as TLC finds them: a safety violation.
    TemporalSafety(Vec<String>),
    /// Evaluating the temporal properties' predicates failed on a state
    /// the search explored (or its successors).
    LivenessEval(EvalError),
    /// Liveness checking failed: a formula tlars cannot check, or an
    /// evaluation error.
    LivenessError(EvalError),
    /// A POSTCONDITION (its name and where it is defined) is false after
    /// the search, or failed to evaluate.
    Postcondition(String, Option<EvalError>),
    /// A POSTCONDITION's name TLC cannot take (not defined, a constant,
    /// with arguments): TLC looks it up after the search, and fails with
    /// an exception there.
    PostconditionUnusable(String),
}

/// What TLC says of a verdict: the result as tlars' JSON names it, TLC's
/// exit status, and TLC's message (its code and text), if it prints one.
/// (TLC keeps each message's text next to its code, in `MP.java`; so does
/// this table.)
pub struct Said {
    pub result: &'static str,
    pub status: u8,
    pub message: Option<(u32, String)>,
}

impl Verdict {
    /// What TLC says of this verdict (`initial_only`: the violation is in
    /// an initial state, which TLC shows alone; `bounded_at`: a search
    /// without error that a depth bound stopped at that depth, which is
    /// not TLC's success).
    pub fn said(&self, map: &SourceMap, initial_only: bool, bounded_at: Option<u64>) -> Said {
        let (result, status, message): (&str, u8, Option<(u32, String)>) = match self {
            Verdict::Success if bounded_at.is_some() => {
                let depth = bounded_at.unwrap_or_default();
                // (The states at the bound were found and checked, but
                // not expanded: neither their successors nor whether they
                // deadlock.)
                let text = format!(
                "Model checking stopped at depth {depth} (--max-depth): no error was found up to that depth; the successors of the states at depth {depth} were not explored."
            );
                // (TLC has no such message: tlars' own, with TLC's code for
                // messages of no other kind.)
                ("bounded", exit::BOUNDED, Some((code::GENERAL, text)))
            }
            Verdict::Success => ("success", exit::SUCCESS, None),
            Verdict::Safety(Violation::Invariant(n)) if initial_only => {
                ("safety failure", exit::SAFETY, Some((code::TLC_INVARIANT_VIOLATED_INITIAL, format!("Invariant {n} is violated by the initial state:"))))
            }
            Verdict::Safety(Violation::Invariant(n)) => {
                ("safety failure", exit::SAFETY, Some((code::TLC_INVARIANT_VIOLATED_BEHAVIOR, format!("Invariant {n} is violated."))))
            }
            Verdict::Safety(Violation::ActionProperty(n)) => {
                ("liveness failure", exit::LIVENESS, Some((code::TLC_ACTION_PROPERTY_VIOLATED_BEHAVIOR, format!("Action property {n} is violated."))))
            }
            Verdict::Safety(Violation::InitialProperty(n)) => {
                ("liveness failure", exit::LIVENESS, Some((code::TLC_PROPERTY_VIOLATED_INITIAL, format!("Property {n} is violated by the initial state:"))))
            }
            Verdict::Safety(Violation::Deadlock) => ("deadlock failure", exit::DEADLOCK, Some((code::TLC_DEADLOCK_REACHED, "Deadlock reached.".to_string()))),
            Verdict::Safety(Violation::Eval(e)) => {
                // TLC computes a failing step again to locate the error,
                // and an error raised building a function's table is then
                // its fingerprint failure, 75, whatever raised it.
                let (result, status) = if e.cause == Cause::BuildingFunction { ("evaluation error", exit::EVAL) } else { eval_failure(e.kind) };
                (result, status, Some((code::GENERAL, located(map, e))))
            }
            Verdict::Safety(Violation::ActionPropertyEval(n, e)) => {
                let (result, status) = eval_failure(e.kind);
                (result, status, Some((code::TLC_ACTION_PROPERTY_EVALUATION_FAILED, format!("Evaluating action property {n} failed.\n{}", located(map, e)))))
            }
            Verdict::Safety(Violation::InitEval(e)) => ("evaluation error", exit::EVAL, Some((code::GENERAL, located(map, e)))),
            // (TLC's status for a failure of the system it runs on.)
            Verdict::Safety(Violation::System(message)) => ("system error", exit::GENERAL, Some((code::GENERAL, message.clone()))),
            Verdict::Safety(Violation::InvariantEval(n, e, rerun)) => {
                // TLC's status is that of the error its rerun of the step
                // met, if it met one (see tla-check's `rerun`).
                // A runaway evaluation is TLC's stack overflow, which ends
                // the search without a rerun (exit 255).
                let (result, status) = match rerun {
                    _ if e.kind == ErrorKind::Overflow => eval_failure(e.kind),
                    Some(r) => eval_failure(r.kind),
                    None => ("evaluation error", exit::SAFETY_EVAL),
                };
                (result, status, Some((code::TLC_INVARIANT_EVALUATION_FAILED, format!("Evaluating invariant {n} failed.\n{}", located(map, e)))))
            }
            Verdict::Liveness(name, _) => {
                ("liveness failure", exit::LIVENESS, Some((code::TLC_TEMPORAL_PROPERTY_VIOLATED, format!("Temporal property {name} was violated.\n"))))
            }
            // TLC's status for the exception, raised outside the
            // next-state relation: its own for a failed Assert, else 255.
            Verdict::LivenessEval(e) => {
                let status = if e.kind == ErrorKind::Assert { exit::ASSERT } else { exit::GENERAL };
                ("evaluation error", status, Some((code::GENERAL, located(map, e))))
            }
            Verdict::TemporalSafety(names) => {
                ("safety failure", exit::SAFETY, Some((code::TLC_TEMPORAL_PROPERTY_VIOLATED, format!("{}\n", temporal_violation(names)))))
            }
            Verdict::Postcondition(name, None) => {
                ("postcondition failure", exit::ASSUMPTION, Some((code::TLC_POSTCONDITION_FALSE, format!("Postcondition {name} is false."))))
            }
            Verdict::Postcondition(name, Some(e)) => (
                "postcondition failure",
                exit::ASSUMPTION,
                Some((code::TLC_POSTCONDITION_EVALUATION_ERROR, format!("Evaluating postcondition {name} failed.\n{}", located(map, e)))),
            ),
            Verdict::PostconditionUnusable(why) => ("postcondition failure", exit::GENERAL, Some((code::GENERAL, why.clone()))),
            Verdict::LivenessError(e) => {
                ("unsupported", exit::UNSUPPORTED, Some((code::GENERAL, format!("checking the temporal properties: {} ({})", e.message, location(map, e.loc)))))
            }
        };
        Said { result, status, message }
    }
}

/// The sentence TLC reports violated temporal properties with.
fn temporal_violation(names: &[String]) -> String {
    match names {
        [] => "Temporal properties were violated.".to_string(),
        [one] => format!("Temporal property {one} was violated."),
        [a, b] => format!("Temporal properties {a} and {b} were violated."),
        [init @ .., last] => format!("Temporal properties {}, and {last} were violated.", init.join(", ")),
    }
}

/// An error's message and, when it has one, where it was raised (an error
/// of the checker itself, such as a state that cannot be fingerprinted,
/// has no place in the spec).
pub fn located(map: &SourceMap, e: &EvalError) -> String {
    if e.loc == Loc::default() {
        e.message.clone()
    } else {
        format!("{}\n  at {}", e.message, location(map, e.loc))
    }
}

/// The result and TLC's status after an evaluation error of this kind.
fn eval_failure(kind: ErrorKind) -> (&'static str, u8) {
    match kind {
        ErrorKind::Assert => ("safety failure", exit::ASSERT),
        ErrorKind::Module | ErrorKind::Overflow => ("evaluation error", exit::GENERAL),
        ErrorKind::Runtime => ("evaluation error", exit::EVAL),
    }
}
