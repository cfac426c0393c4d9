//! What a model-checking report says, read from the text TLC prints (and
//! `tlars check`, which prints TLC's report): the verdict by exit status,
//! the counts, the depth, the violated property and the error trace's
//! length.

use tla_model::exit;

/// One checker's report, as far as its output tells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub generated: Option<u64>,
    pub distinct: Option<u64>,
    pub left: Option<u64>,
    pub depth: Option<u64>,
    /// The first `Error:` line, without `Error: ` (which property or what
    /// went wrong).
    pub error: Option<String>,
    /// The name of the invariant or action property violated, if one is.
    pub violated: Option<String>,
    /// The error trace's states (a lasso's loop included).
    pub trace_length: Option<u64>,
}

/// A number as TLC prints it (with `,` between thousands).
fn number(s: &str) -> Option<u64> {
    s.trim().replace(',', "").parse().ok()
}

impl Report {
    pub fn parse(output: &str) -> Report {
        let mut r = Report::default();
        let mut states = 0u64;
        for line in output.lines() {
            let line = line.trim_end();
            if let Some((generated, rest)) = line.split_once(" states generated, ") {
                // (TLC's progress lines say "... states generated (N s/min)".)
                if let Some((distinct, rest)) = rest.split_once(" distinct states found, ") {
                    if let (Some(g), Some(d)) = (number(generated.rsplit(' ').next().unwrap_or(generated)), number(distinct)) {
                        r.generated = Some(g);
                        r.distinct = Some(d);
                        r.left = rest.split_once(" states left on queue").and_then(|(q, _)| number(q));
                    }
                }
            }
            if let Some(rest) = line.strip_prefix("The depth of the complete state graph search is ") {
                r.depth = number(rest.trim_end_matches('.'));
            }
            if let Some(rest) = line.strip_prefix("Error: ") {
                if r.error.is_none() && !rest.starts_with("The behavior up to this point") && !rest.starts_with("The following behavior") {
                    r.error = Some(rest.to_string());
                }
                for kind in ["Invariant ", "Action property "] {
                    if let Some(name) = rest.strip_prefix(kind).and_then(|n| n.strip_suffix(" is violated.")) {
                        r.violated = Some(name.to_string());
                    }
                }
            }
            if let Some(n) = line.strip_prefix("State ").and_then(|s| s.split(':').next()).and_then(number) {
                states = states.max(n);
            }
        }
        if states > 0 {
            r.trace_length = Some(states);
        }
        r
    }
}

/// The name of a TLC exit status.
pub fn verdict(status: Option<i32>) -> String {
    let Some(code) = status else { return "killed".into() };
    let name = match u8::try_from(code).unwrap_or(exit::GENERAL) {
        exit::SUCCESS => "success",
        exit::ASSUMPTION => "assumption failure",
        exit::DEADLOCK => "deadlock",
        exit::SAFETY => "safety failure",
        exit::LIVENESS => "liveness failure",
        exit::ASSERT => "assertion failure",
        exit::EVAL | exit::SAFETY_EVAL | exit::LIVENESS_EVAL => "evaluation error",
        exit::PARSE => "parse error",
        exit::CONFIG => "configuration error",
        exit::UNSUPPORTED => "unsupported",
        _ => "error",
    };
    name.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_violation_report() {
        let text = "Error: Invariant Inv is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ x = 0\n\nState 2: <A line 5, col 1 to line 5, col 9 of module M>\n/\\ x = 1\n\n1,071 states generated, 23 distinct states found, 6 states left on queue.\nThe depth of the complete state graph search is 6.\n";
        let r = Report::parse(text);
        assert_eq!((r.generated, r.distinct, r.left, r.depth), (Some(1071), Some(23), Some(6), Some(6)));
        assert_eq!(r.violated.as_deref(), Some("Inv"));
        assert_eq!(r.error.as_deref(), Some("Invariant Inv is violated."));
        assert_eq!(r.trace_length, Some(2));
    }

    #[test]
    fn progress_lines_are_not_the_final_counts() {
        let text = "Progress(3) at 2024-01-01 00:00:00: 10 states generated (10 s/min), 5 distinct states found (5 ds/min), 2 states left on queue.\n12 states generated, 7 distinct states found, 0 states left on queue.\n";
        let r = Report::parse(text);
        assert_eq!((r.generated, r.distinct, r.left), (Some(12), Some(7), Some(0)));
        assert_eq!(verdict(Some(12)), "safety failure");
        assert_eq!(verdict(None), "killed");
    }
}
