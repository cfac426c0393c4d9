//! TLC's rerun of a step after an invariant failed to evaluate.
//!
//! When an invariant raises an evaluation error in a successor state, TLC
//! prints the error and the trace, then computes the step again from the
//! predecessor to record the call stack of the error. That rerun is not
//! free of effects, and a TLC user sees them: it generates every successor
//! of the predecessor (action by action), adds the ones not seen before to
//! the seen set and the queue, and checks their invariants and the action
//! properties, exactly as the search would have. So the distinct count and
//! the queue grow by the successors after the failing one, and should the
//! rerun itself fail to evaluate something (an invariant of a later
//! successor, an action property, the next action), TLC's exit status is
//! that of the rerun's error: 75 for a runtime error, 255 for an error of a
//! module's operator, 14 for a failed assertion. If the rerun instead meets
//! a violated invariant or action property, it stops quietly and the
//! original status (76) stands.

use crate::search::Checked;
use crate::seen::Seen;
use crate::{State, Violation};
use tla_eval::{EResult, EvalError};

/// A successor as the rerun sees it: the state and the checks of the
/// transition to it (or the error raised making them).
pub(crate) struct RerunStep<'a> {
    pub state: &'a State,
    pub check: EResult<Checked>,
}

/// What the rerun changed: states it queued (they were also added to the
/// seen set, as was any violating state it met) and the error it stopped
/// at, if any.
pub(crate) struct Rerun {
    pub queued: u64,
    pub error: Option<EvalError>,
}

/// Reruns the step from the successor whose invariant failed to evaluate
/// (`steps` starts with it; it is in `seen` already if in the model).
/// `action_error` is the error that ended the enumeration of the
/// predecessor's successors after the steps given, if one did.
pub(crate) fn rerun<'a>(
    steps: impl Iterator<Item = RerunStep<'a>>,
    action_error: Option<&EvalError>,
    seen: &mut Seen,
    invariant: &mut dyn FnMut(&State) -> Result<Option<String>, (String, EvalError)>,
) -> Rerun {
    let mut queued = 0;
    for step in steps {
        let Checked { in_model, fp, property } = match step.check {
            Ok(c) => c,
            Err(e) => return Rerun { queued, error: Some(e) },
        };
        let unseen = !in_model || seen.insert(fp);
        if unseen {
            match invariant(step.state) {
                Ok(None) => {}
                Ok(Some(_)) => return Rerun { queued, error: None },
                Err((_, e)) => return Rerun { queued, error: Some(e) },
            }
        }
        match property.map(|v| *v) {
            None => {}
            Some(Violation::ActionPropertyEval(_, e)) => return Rerun { queued, error: Some(e) },
            Some(_) => return Rerun { queued, error: None },
        }
        if in_model && unseen {
            queued += 1;
        }
    }
    Rerun { queued, error: action_error.cloned() }
}
