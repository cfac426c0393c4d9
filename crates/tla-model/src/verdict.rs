//! How a check ended.

use tla_check::Violation;
use tla_eval::EvalError;

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
