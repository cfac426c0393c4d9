//! The baseline: `tests/conformance/passing.txt`, the models known to pass.
//!
//! One `spec|cfg` per line (corpus-relative paths, as in the corpus lists);
//! blank lines and lines starting with `#` are ignored.

use crate::compare::Status;
use std::collections::BTreeSet;

/// The header `--update-baseline` writes.
pub const HEADER: &str = "\
# Conformance baseline: the corpus models (spec|cfg) on which `tlars check`
# matches TLC. The conformance runner fails if one of them stops passing.
# Rewritten by `cargo run --release -p conformance -- --update-baseline`.
";

/// Reads a baseline file's text.
pub fn parse(text: &str) -> BTreeSet<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('|') {
            Some((spec, cfg)) => format!("{}|{}", spec.trim(), cfg.trim()),
            None => l.to_owned(),
        })
        .collect()
}

/// The text of a baseline file listing `keys`.
pub fn render(keys: &BTreeSet<String>) -> String {
    let mut s = HEADER.to_owned();
    for k in keys {
        s.push_str(k);
        s.push('\n');
    }
    s
}

/// What a run says about the baseline.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Listed models that were run and did not pass, with their status.
    pub regressions: Vec<(String, Status)>,
    /// Models that passed but are not listed.
    pub new_passes: Vec<String>,
    /// Listed models that are not in the corpus at all.
    pub stale: Vec<String>,
}

/// Compares the results of a run (`key`, status) with the baseline.
/// `corpus_keys` are all the models of the corpus, run or not: listed models
/// that were not selected in this run are neither regressions nor stale.
pub fn evaluate(baseline: &BTreeSet<String>, results: &[(String, Status)], corpus_keys: &BTreeSet<String>) -> Report {
    let mut report = Report::default();
    for (key, status) in results {
        let listed = baseline.contains(key);
        if listed && *status != Status::Pass {
            report.regressions.push((key.clone(), *status));
        } else if !listed && *status == Status::Pass {
            report.new_passes.push(key.clone());
        }
    }
    report.stale = baseline.iter().filter(|k| !corpus_keys.contains(*k)).cloned().collect();
    report
}

/// The baseline after `--update-baseline`: the models that passed in this
/// run, plus the listed models this run did not select (and that are still
/// in the corpus). When every model is selected, that is exactly the passing
/// ones.
pub fn updated(baseline: &BTreeSet<String>, results: &[(String, Status)], corpus_keys: &BTreeSet<String>) -> BTreeSet<String> {
    let run: BTreeSet<&String> = results.iter().map(|(k, _)| k).collect();
    let mut out: BTreeSet<String> = baseline.iter().filter(|k| !run.contains(k) && corpus_keys.contains(*k)).cloned().collect();
    out.extend(results.iter().filter(|(_, s)| *s == Status::Pass).map(|(k, _)| k.clone()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(keys: &[&str]) -> BTreeSet<String> {
        keys.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parse_and_render() {
        let b = parse("# comment\n\na/A.tla|a/A.cfg\n  b/B.tla | b/B.cfg  \n#c/C.tla|c/C.cfg\n");
        assert_eq!(b, set(&["a/A.tla|a/A.cfg", "b/B.tla|b/B.cfg"]));
        assert_eq!(parse(&render(&b)), b);
        assert_eq!(parse(""), set(&[]));
        assert_eq!(parse(HEADER), set(&[]));
    }

    #[test]
    fn regressions_new_passes_and_stale_entries() {
        let baseline = set(&["a|1", "b|1", "c|1", "gone|1", "unselected|1"]);
        let corpus = set(&["a|1", "b|1", "c|1", "d|1", "e|1", "unselected|1"]);
        let results = vec![
            ("a|1".to_string(), Status::Pass),
            ("b|1".to_string(), Status::Fail),
            ("c|1".to_string(), Status::Timeout),
            ("d|1".to_string(), Status::Pass),
            ("e|1".to_string(), Status::Unsupported),
        ];
        let r = evaluate(&baseline, &results, &corpus);
        assert_eq!(r.regressions, vec![("b|1".to_string(), Status::Fail), ("c|1".to_string(), Status::Timeout)]);
        assert_eq!(r.new_passes, vec!["d|1".to_string()]);
        assert_eq!(r.stale, vec!["gone|1".to_string()]);
        assert_eq!(updated(&baseline, &results, &corpus), set(&["a|1", "d|1", "unselected|1"]));
    }

    #[test]
    fn clean_run() {
        let baseline = set(&["a|1"]);
        let corpus = set(&["a|1", "b|1"]);
        let results = vec![("a|1".to_string(), Status::Pass), ("b|1".to_string(), Status::Unsupported)];
        assert_eq!(evaluate(&baseline, &results, &corpus), Report::default());
    }
}
