//! Reading TLC-style output: the final state counts, the depth, an
//! `unsupported:` line and the first error message.

use regex::Regex;
use std::sync::OnceLock;

/// What the output of one run says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Observed {
    /// "N states generated".
    pub generated: Option<u64>,
    /// "M distinct states found".
    pub distinct: Option<u64>,
    /// "Q states left on queue".
    pub left_on_queue: Option<u64>,
    /// "The depth of the complete state graph search is D."
    pub depth: Option<u64>,
    /// The first line starting with `unsupported:` (trimmed).
    pub unsupported: Option<String>,
    /// The first line that reads like TLC's error report (`Error: ...`,
    /// `Fatal error...`), for the report of a differing verdict.
    pub error: Option<String>,
}

fn states_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^\s*([\d,]+) states? generated, ([\d,]+) distinct states? found, ([\d,]+) states? left on queue\.?\s*$").unwrap())
}

fn depth_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^\s*The depth of the complete state graph search is ([\d,]+)\.?\s*$").unwrap())
}

fn number(s: &str) -> Option<u64> {
    s.replace(',', "").parse().ok()
}

/// Parses the output of a run (stdout and stderr, in any order). Where a line
/// occurs more than once, the last one counts (TLC prints the final counts
/// last; `Progress(...)` lines do not match).
pub fn parse(output: &str) -> Observed {
    let mut o = Observed::default();
    for line in output.lines() {
        if let Some(c) = states_re().captures(line) {
            o.generated = number(&c[1]);
            o.distinct = number(&c[2]);
            o.left_on_queue = number(&c[3]);
        } else if let Some(c) = depth_re().captures(line) {
            o.depth = number(&c[1]);
        } else {
            let t = line.trim();
            if o.unsupported.is_none() && t.starts_with("unsupported:") {
                o.unsupported = Some(t.to_owned());
            } else if o.error.is_none() && (t.starts_with("Error:") || t.starts_with("error:") || t.starts_with("Fatal error")) {
                o.error = Some(t.to_owned());
            }
        }
    }
    o
}

/// The last non-blank line of a text, trimmed.
pub fn last_line(text: &str) -> Option<&str> {
    text.lines().rev().map(str::trim).find(|l| !l.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TLC_SUCCESS: &str = "\
TLC2 Version 2.19 of 08 August 2024 (rev: 5a47802)
Running breadth-first search Model-Checking with fp 14 and seed 1 with 1 worker on 2 cores
Parsing file /corpus/swarmkit/SwarmKit.tla
Semantic processing of module SwarmKit
Starting... (2024-01-01 00:00:00)
Computing initial states...
Finished computing initial states: 1 distinct state generated at 2024-01-01 00:00:00.
Progress(12) at 2024-01-01 00:00:03: 20,000 states generated (400,000 s/min), 3,000 distinct states found, 150 states left on queue.
Model checking completed. No error has been found.
  Estimates of the probability that TLC did not check all reachable states
  because two distinct states had the same fingerprint:
  calculated (optimistic):  val = 1.4E-12
33593 states generated, 5190 distinct states found, 0 states left on queue.
The depth of the complete state graph search is 24.
The average outdegree of the complete state graph is 1 (minimum is 0, the maximum 6 and the 95th percentile is 3).
Finished in 09s at (2024-01-01 00:00:09)
";

    #[test]
    fn success_counts() {
        let o = parse(TLC_SUCCESS);
        assert_eq!(o.generated, Some(33593));
        assert_eq!(o.distinct, Some(5190));
        assert_eq!(o.left_on_queue, Some(0));
        assert_eq!(o.depth, Some(24));
        assert_eq!(o.unsupported, None);
        assert_eq!(o.error, None);
    }

    #[test]
    fn progress_lines_alone_give_no_counts() {
        let o = parse("Progress(3) at 2024-01-01 00:00:03: 1,000 states generated (1,000 s/min), 10 distinct states found, 5 states left on queue.\n");
        assert_eq!((o.generated, o.distinct, o.depth), (None, None, None));
    }

    #[test]
    fn thousands_separators_and_last_line_wins() {
        let o = parse(
            "1 states generated, 1 distinct states found, 0 states left on queue.\n\
             1,350,001 states generated, 25,000 distinct states found, 0 states left on queue.\n\
             The depth of the complete state graph search is 1,016.\n",
        );
        assert_eq!((o.generated, o.distinct, o.depth), (Some(1_350_001), Some(25_000), Some(1016)));
    }

    #[test]
    fn singular_forms() {
        let o = parse("1 state generated, 1 distinct state found, 0 states left on queue.\n");
        assert_eq!((o.generated, o.distinct, o.left_on_queue), (Some(1), Some(1), Some(0)));
    }

    #[test]
    fn safety_failure() {
        let o = parse(
            "Error: Invariant NotSolved is violated.\n\
             Error: The behavior up to this point is:\n\
             State 1: <Initial predicate>\n/\\ big = 0\n\n\
             109 states generated, 97 distinct states found, 22 states left on queue.\n\
             The depth of the complete state graph search is 7.\n",
        );
        assert_eq!(o.error.as_deref(), Some("Error: Invariant NotSolved is violated."));
        assert_eq!((o.generated, o.distinct, o.left_on_queue, o.depth), (Some(109), Some(97), Some(22), Some(7)));
    }

    #[test]
    fn unsupported_line() {
        let o = parse("Parsing...\n  unsupported: the operator \\cdot\nunsupported: second\n");
        assert_eq!(o.unsupported.as_deref(), Some("unsupported: the operator \\cdot"));
        assert_eq!(o.generated, None);
    }

    #[test]
    fn windows_line_endings() {
        let o = parse("10 states generated, 4 distinct states found, 0 states left on queue.\r\nThe depth of the complete state graph search is 3.\r\n");
        assert_eq!((o.generated, o.distinct, o.depth), (Some(10), Some(4), Some(3)));
    }

    #[test]
    fn last_lines() {
        assert_eq!(last_line("a\n b \n\n"), Some("b"));
        assert_eq!(last_line("\n \n"), None);
    }
}
