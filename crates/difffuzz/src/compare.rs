//! Comparing TLC's outcome with tlars' on one spec.

use crate::run::Outcome;

/// TLC's exit status when SANY rejects the modules: the generator never
/// means to write such a spec, so it is a generator bug (whatever tlars says).
pub const TLC_REJECTS: &[i32] = &[150];

/// TLC's exit statuses of errors found before the search (a configuration
/// TLC does not accept, 151; a failing ASSUME or an error evaluating the
/// configuration, 255 and others): with the same status on both sides, the
/// first line of the message is compared too.
pub const STARTUP_ERRORS: &[i32] = &[151, 255];

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

/// The first line of the first `Error:` message (the line after a bare
/// `Error:`), trimmed.
pub fn first_error_line(output: &str) -> String {
    let mut lines = output.lines().skip_while(|l| !l.starts_with("Error:"));
    let Some(first) = lines.next() else { return String::new() };
    let rest = first["Error:".len()..].trim();
    if !rest.is_empty() {
        return rest.to_string();
    }
    lines.map(str::trim).find(|l| !l.is_empty()).unwrap_or_default().to_string()
}

/// The values of the states of the printed trace (the lines under each
/// `State N:` header, without the header), in order.
pub fn trace_states(output: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for l in output.lines() {
        let t = l.trim_end();
        if let Some(r) = t.strip_prefix("State ") {
            if r.split(':').next().is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())) {
                inside = true;
                out.push(format!("State {}", r.split(':').next().unwrap()));
                continue;
            }
        }
        if t.is_empty() {
            inside = false;
        } else if inside {
            out.push(t.to_string());
        }
    }
    out
}

/// A message with the one deliberate difference of wording taken out: TLC
/// names an operator it implements in Java by its Java signature
/// (`<Java Method: public static ... Integers.Nat()>`), tlars as `the
/// built-in Nat` (a user never sees Java); both become `<built-in>`.
pub fn same_wording(message: &str) -> String {
    // (Either ends the message: what follows names the operator's arity.)
    match message.find("<Java Method:").or_else(|| message.find("the built-in ")) {
        Some(at) => format!("{}<built-in>", &message[..at]),
        None => message.to_string(),
    }
}

/// Where TLC reports a Java exception ("TLC threw an unexpected
/// exception", its message on a line `: MESSAGE` after the exception's
/// class), tlars words the error itself: the two agree when tlars' first
/// line carries TLC's message.
pub fn same_exception(tlc_output: &str, tlars_line: &str) -> bool {
    if first_error_line(tlc_output) != "TLC threw an unexpected exception." {
        return false;
    }
    let mut lines = tlc_output.lines().skip_while(|l| !l.starts_with("The exception was a"));
    let message = lines.nth(1).and_then(|l| l.strip_prefix(": ")).map(str::trim).unwrap_or_default();
    !message.is_empty() && tlars_line.contains(message)
}

pub fn compare(tlc: &Outcome, tlars: &Outcome) -> Verdict {
    let (Some(a), Some(b)) = (tlc.exit, tlars.exit) else { return Verdict::Timeout };
    if TLC_REJECTS.contains(&a) {
        return Verdict::TlcRejects;
    }
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
            let (ta, tb) = (trace_states(&tlc.output), trace_states(&tlars.output));
            if ta != tb {
                let at = ta.iter().zip(&tb).position(|(x, y)| x != y).unwrap_or(ta.len().min(tb.len()));
                let line = |t: &[String]| t.get(at).cloned().unwrap_or_default();
                return Verdict::Differ { category: "trace-states".into(), detail: format!("traces differ: TLC {:?}, tlars {:?}", line(&ta), line(&tb)) };
            }
            Verdict::Agree
        }
        c if STARTUP_ERRORS.contains(&c) => {
            let (ma, mb) = (same_wording(&first_error_line(&tlc.output)), same_wording(&first_error_line(&tlars.output)));
            if ma != mb && !same_exception(&tlc.output, &mb) {
                let sig = signature(&tlc.output);
                return Verdict::Differ { category: format!("message-{c}-{sig}"), detail: format!("TLC: {ma}\ntlars: {mb}") };
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
    fn java_methods_and_built_ins_are_worded_alike() {
        let tlc = "The action constraint of Nat is equal to <Java Method: public static tlc2.value.impl.Value tlc2.module.Integers.Nat()>";
        let tlars = "The action constraint of Nat is equal to the built-in Nat";
        assert_eq!(same_wording(tlc), same_wording(tlars));
        assert_ne!(same_wording(tlc), same_wording("The action constraint of Int is equal to the built-in Int"));
        let append = "The action constraint of Append is equal to <Java Method: public static tlc2.value.impl.Value tlc2.module.Sequences.Append(tlc2.value.impl.Value,tlc2.value.impl.Value)>";
        assert_eq!(same_wording(append), same_wording("The action constraint of Append is equal to the built-in operator Append, which takes 2 arguments"));
    }

    #[test]
    fn an_exception_agrees_with_the_same_message() {
        let tlc = "Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\nSee the User Output or TLC Console for clues to what happened.\nThe exception was a tlc2.tool.EvalException\n: The second argument of \\div is 0.\n";
        assert!(same_exception(tlc, "evaluating the SYMMETRY set failed: The second argument of \\div is 0."));
        assert!(!same_exception(tlc, "evaluating the SYMMETRY set failed: division by zero"));
        assert!(!same_exception("Error: The second argument of \\div is 0.\n", "The second argument of \\div is 0."));
    }

    #[test]
    fn signatures_drop_names_and_numbers() {
        let s = signature("Parsing\nError: Successor state is not completely specified by the next-state action. The following variable is not defined: x.\n");
        assert_eq!(s, "successor-state-is-not-completely");
        assert_eq!(signature("Error: the variable `x` is primed before the action gives it a value"), "the-variable-is-primed-before");
        assert_eq!(signature("no error"), "");
    }

    #[test]
    fn error_lines_and_trace_states() {
        assert_eq!(first_error_line("a\nError: The constant N is not assigned.\nmore\n"), "The constant N is not assigned.");
        assert_eq!(first_error_line("Error:\n\n  Overflow\n"), "Overflow");
        let t = "Error: Invariant Inv is violated.\nState 1: <Initial predicate>\n/\\ x = 0\n\nState 2: <A line 3>\n/\\ x = 1\n\n123 states generated";
        assert_eq!(trace_states(t), vec!["State 1", "/\\ x = 0", "State 2", "/\\ x = 1"]);
    }
}
