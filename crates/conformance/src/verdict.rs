//! TLC's verdicts and exit statuses.

use std::fmt;

/// What a model check concluded, as TLC's exit status tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Success,
    AssumptionFailure,
    DeadlockFailure,
    /// An invariant, action property or assertion was violated.
    SafetyFailure,
    LivenessFailure,
    EvaluationError,
    ParseError,
    ConfigError,
}

impl Verdict {
    /// TLC's exit status for a verdict.
    pub fn exit_code(self) -> i32 {
        match self {
            Verdict::Success => 0,
            Verdict::AssumptionFailure => 10,
            Verdict::DeadlockFailure => 11,
            Verdict::SafetyFailure => 12,
            Verdict::LivenessFailure => 13,
            Verdict::EvaluationError => 75,
            Verdict::ParseError => 150,
            Verdict::ConfigError => 151,
        }
    }

    /// The verdict of one of TLC's exit statuses; `None` for any other status.
    pub fn from_exit_code(code: i32) -> Option<Verdict> {
        Some(match code {
            0 => Verdict::Success,
            10 => Verdict::AssumptionFailure,
            11 => Verdict::DeadlockFailure,
            12 => Verdict::SafetyFailure,
            13 => Verdict::LivenessFailure,
            75 => Verdict::EvaluationError,
            150 => Verdict::ParseError,
            151 => Verdict::ConfigError,
            _ => return None,
        })
    }

    /// The corpus' spelling (`result` field), also used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Success => "success",
            Verdict::AssumptionFailure => "assumption failure",
            Verdict::DeadlockFailure => "deadlock failure",
            Verdict::SafetyFailure => "safety failure",
            Verdict::LivenessFailure => "liveness failure",
            Verdict::EvaluationError => "evaluation error",
            Verdict::ParseError => "parse error",
            Verdict::ConfigError => "config error",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// TLC's name for any of its exit statuses (`tlc2.output.EC.ExitStatus`).
pub fn exit_name(code: i32) -> &'static str {
    match code {
        14 => "assertion failure",
        76 => "invariant evaluation error",
        77 => "property evaluation error",
        152 => "state space too large",
        153 => "system error",
        255 => "error",
        1 => "error",
        3 => "unsupported",
        c => Verdict::from_exit_code(c).map_or("unknown status", Verdict::name),
    }
}

/// TLC's recorded result for a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Verdict(Verdict),
    /// The corpus says `unknown`: there is nothing to compare with.
    Unknown,
}

impl Expected {
    /// Reads the corpus' `result` field.
    pub fn from_corpus(result: &str) -> Option<Expected> {
        Some(Expected::Verdict(match result.trim() {
            "success" => Verdict::Success,
            "safety failure" => Verdict::SafetyFailure,
            "liveness failure" => Verdict::LivenessFailure,
            "deadlock failure" => Verdict::DeadlockFailure,
            "assumption failure" => Verdict::AssumptionFailure,
            "unknown" => return Some(Expected::Unknown),
            _ => return None,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_round_trip() {
        for code in [0, 10, 11, 12, 13, 75, 150, 151] {
            assert_eq!(Verdict::from_exit_code(code).unwrap().exit_code(), code);
        }
        for code in [1, 2, 3, 14, 101, 152, 255] {
            assert_eq!(Verdict::from_exit_code(code), None);
        }
    }

    #[test]
    fn corpus_results() {
        for v in [Verdict::Success, Verdict::SafetyFailure, Verdict::LivenessFailure, Verdict::DeadlockFailure, Verdict::AssumptionFailure] {
            assert_eq!(Expected::from_corpus(v.name()), Some(Expected::Verdict(v)));
        }
        assert_eq!(Expected::from_corpus("unknown"), Some(Expected::Unknown));
        assert_eq!(Expected::from_corpus("crash"), None);
    }
}
