//! Reading the report text TLC prints (and `tlars check`, which prints
//! TLC's report): the final counts, the depth, the first error line, the
//! violated property, the error trace's length and tlars' `unsupported:`
//! line.

use regex::Regex;
use std::sync::OnceLock;

/// What a checker's output says, as far as it tells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// "N states generated" of the final counts line.
    pub generated: Option<u64>,
    /// "M distinct states found" of that line.
    pub distinct: Option<u64>,
    /// "Q states left on queue" of that line.
    pub left_on_queue: Option<u64>,
    /// "The depth of the complete state graph search is D."
    pub depth: Option<u64>,
    /// The first line (trimmed, whole) that reads like an error report:
    /// `Error: ...`, `error: ...` or `Fatal error...`, except TLC's
    /// headers of an error trace.
    pub error: Option<String>,
    /// What was violated: `Invariant Inv`, `Action property P`, `Temporal
    /// properties`, `Deadlock`.
    pub violated: Option<String>,
    /// The number of states of the error trace (a lasso's loop included).
    pub trace_length: Option<u64>,
    /// The first line (trimmed) starting with `unsupported:`, tlars' report
    /// of something it does not support.
    pub unsupported: Option<String>,
}

fn regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("a valid pattern"))
}

/// The final counts line. A whole line, so that TLC's and tlars'
/// `Progress(...)` lines do not match.
fn states_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    regex(&RE, r"^\s*([\d,]+) states? generated, ([\d,]+) distinct states? found, ([\d,]+) states? left on queue\.?\s*$")
}

fn depth_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    regex(&RE, r"^\s*The depth of the complete state graph search is ([\d,]+)\.?\s*$")
}

fn violated_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    // (A conjunct of a property is named by its place: `line 3, col 5 to
    // line 3, col 9 of module M`.)
    regex(
        &RE,
        r"^Error: (Invariant|Action property|Temporal properties|Property) (\S+|line \d+, col \d+ to line \d+, col \d+ of module \S+)? ?(is|were) violated",
    )
}

fn state_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    regex(&RE, r"^State ([\d,]+):")
}

/// A number as TLC prints it (with `,` between thousands).
fn number(s: &str) -> Option<u64> {
    s.replace(',', "").parse().ok()
}

/// TLC's lines that introduce an error trace rather than say what went
/// wrong.
const TRACE_HEADERS: [&str; 2] = ["Error: The behavior up to this point is:", "Error: The following behavior"];

impl Report {
    /// Reads a checker's output (stdout and stderr, in any order). Where
    /// the counts or the depth line occurs more than once, the last one
    /// counts (TLC prints the final counts last); of the other lines the
    /// first one does.
    pub fn parse(text: &str) -> Report {
        let mut r = Report::default();
        let mut states = 0u64;
        for line in text.lines() {
            if let Some(c) = states_re().captures(line) {
                r.generated = number(&c[1]);
                r.distinct = number(&c[2]);
                r.left_on_queue = number(&c[3]);
                continue;
            }
            if let Some(c) = depth_re().captures(line) {
                r.depth = number(&c[1]);
                continue;
            }
            let t = line.trim();
            if r.unsupported.is_none() && t.starts_with("unsupported:") {
                r.unsupported = Some(t.to_owned());
            }
            if r.error.is_none()
                && (t.starts_with("Error:") || t.starts_with("error:") || t.starts_with("Fatal error"))
                && !TRACE_HEADERS.iter().any(|h| t.starts_with(h))
            {
                r.error = Some(t.to_owned());
            }
            if r.violated.is_none() {
                if let Some(c) = violated_re().captures(t) {
                    r.violated = Some(format!("{} {}", &c[1], c.get(2).map_or("", |m| m.as_str())).trim_end().to_owned());
                    if t.contains("by the initial state") {
                        // TLC prints that state without a `State 1:` header.
                        states = states.max(1);
                    }
                } else if t.starts_with("Error: Deadlock reached") {
                    r.violated = Some("Deadlock".to_owned());
                }
            }
            if let Some(n) = state_re().captures(t).and_then(|c| number(&c[1])) {
                states = states.max(n);
            }
        }
        r.trace_length = (states > 0).then_some(states);
        r
    }
}

/// The last non-blank line of a text, trimmed.
pub fn last_line(text: &str) -> Option<&str> {
    text.lines().rev().map(str::trim).find(|l| !l.is_empty())
}
