//! Comparing TLC's outcome with tlars' on one spec.

use crate::run::Outcome;

/// TLC's exit statuses that mean it did not accept the spec or the model.
pub const TLC_REJECTS: &[i32] = &[150, 151];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Same exit status and, as relevant, same counts or same violation.
    Agree,
    /// TLC rejected the spec or configuration: a generator bug, unless tlars
    /// rejected it too (then `Agree`).
    TlcRejects,
    /// tlars reported `unsupported:` (exit 3).
    Unsupported,
    /// One of the runs hit the timeout.
    Timeout,
    /// A difference: a category (stable, used for the folder names and the
    /// summary) and a one-line description.
    Differ { category: String, detail: String },
}

/// A few words of the first `Error:` line, without names and numbers.
pub fn signature(output: &str) -> String {
    let Some(line) = output.lines().find(|l| l.starts_with("Error:") || l.starts_with("error:") || l.starts_with("unsupported:")) else {
        return String::new();
    };
    let words: Vec<String> = line
        .split_whitespace()
        .skip(1)
        .filter(|w| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic() || ".,:".contains(c)))
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_alphabetic()).to_ascii_lowercase())
        .filter(|w| w.len() > 1)
        .take(5)
        .collect();
    words.join("-")
}

pub fn compare(tlc: &Outcome, tlars: &Outcome) -> Verdict {
    let (Some(a), Some(b)) = (tlc.exit, tlars.exit) else { return Verdict::Timeout };
    if b == 3 {
        return Verdict::Unsupported;
    }
    if a != b {
        let what = |o: &Outcome| o.report.violated.clone().unwrap_or_default();
        // The error message of the side that reports an error (not a
        // violation), tlars' first, tells differences of the same exit
        // statuses apart.
        let errs = |c: i32| !matches!(c, 0 | 11 | 12 | 13);
        let sig = if errs(b) {
            signature(&tlars.output)
        } else if errs(a) {
            signature(&tlc.output)
        } else {
            String::new()
        };
        let category = if sig.is_empty() { format!("exit-{a}-vs-{b}") } else { format!("exit-{a}-vs-{b}-{sig}") };
        return Verdict::Differ { category, detail: format!("TLC exits {a} {}, tlars {b} {}", what(tlc), what(tlars)) };
    }
    match a {
        0 => {
            let t = (tlc.report.generated, tlc.report.distinct, tlc.report.depth);
            let r = (tlars.report.generated, tlars.report.distinct, tlars.report.depth);
            if t != r {
                let cat = if t.1 != r.1 {
                    "distinct"
                } else if t.0 != r.0 {
                    "generated"
                } else {
                    "depth"
                };
                return Verdict::Differ { category: format!("counts-{cat}"), detail: format!("TLC (generated, distinct, depth) = {t:?}, tlars {r:?}") };
            }
            Verdict::Agree
        }
        11..=13 => {
            let (a, b) = (&tlc.report, &tlars.report);
            if a.violated != b.violated {
                return Verdict::Differ { category: "violated-property".into(), detail: format!("TLC reports {:?}, tlars {:?}", a.violated, b.violated) };
            }
            if a.trace_length != b.trace_length {
                let states = |n: Option<u64>| n.unwrap_or(0);
                return Verdict::Differ {
                    category: "trace-length".into(),
                    detail: format!("{:?}: TLC's trace has {} states, tlars' {}", a.violated, states(a.trace_length), states(b.trace_length)),
                };
            }
            Verdict::Agree
        }
        _ => Verdict::Agree,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_drop_names_and_numbers() {
        let s = signature("Parsing\nError: Successor state is not completely specified by the next-state action. The following variable is not defined: x.\n");
        assert_eq!(s, "successor-state-is-not-completely");
        assert_eq!(signature("Error: the variable `x` is primed before the action gives it a value"), "the-variable-is-primed-before");
        assert_eq!(signature("no error"), "");
    }
}
