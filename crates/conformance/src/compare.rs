//! Judging one run of `tlars check` against TLC's recorded result.

use crate::corpus::Entry;
use crate::verdict::{Expected, Verdict};
use checker_run::process::{Exit, Run};
use checker_run::report::{last_line, Report};
use std::fmt;

/// The exit status `tlars check` uses when a model needs something it does
/// not support yet (it also prints a line starting `unsupported:`).
pub const EXIT_UNSUPPORTED: i32 = 3;
/// The exit status of a command-line usage error (clap), e.g. while `check`
/// or one of its options does not exist: also counted as unsupported.
pub const EXIT_USAGE: i32 = 2;
/// The exit status of a Rust panic: a crash, counted as a failure.
pub const EXIT_PANIC: i32 = 101;

/// The report category of a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    Pass,
    Fail,
    Unsupported,
    Timeout,
    /// TLC's result is not recorded, so nothing could be compared; counted in
    /// none of the summary's numbers.
    Unchecked,
    /// tlars was killed by a signal, panicked or reported an internal error
    /// (`judge_exit` only; `judge` reports these as `Fail`).
    Crash,
    /// Not run: the model needs what tlars does not offer (`tlc-suite`).
    Skip,
}

impl Status {
    pub fn label(self) -> &'static str {
        match self {
            Status::Pass => "PASS",
            Status::Fail => "FAIL",
            Status::Unsupported => "UNSUPPORTED",
            Status::Timeout => "TIMEOUT",
            Status::Unchecked => "UNCHECKED",
            Status::Crash => "CRASH",
            Status::Skip => "SKIP",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// The judgement of one model: a status and, except for a plain pass, what
/// explains it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub status: Status,
    pub detail: String,
}

impl Outcome {
    fn new(status: Status, detail: impl Into<String>) -> Outcome {
        Outcome { status, detail: detail.into() }
    }
}

/// TLC's recorded counts for a model: the numbers `judge` and `judge_exit`
/// compare (`None`: not recorded, not compared).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub distinct: Option<u64>,
    /// States generated.
    pub total: Option<u64>,
    pub depth: Option<u64>,
}

fn count_diffs(entry: &Counts, o: &Report) -> Vec<String> {
    let mut diffs = Vec::new();
    let mut check = |what: &str, tlc: Option<u64>, ours: Option<u64>| {
        if let Some(tlc) = tlc {
            match ours {
                Some(ours) if ours == tlc => {}
                Some(ours) => diffs.push(format!("{what}: TLC {tlc}, tlars {ours}")),
                None => diffs.push(format!("{what}: TLC {tlc}, tlars printed none")),
            }
        }
    };
    check("distinct", entry.distinct, o.distinct);
    check("total", entry.total, o.generated);
    check("depth", entry.depth, o.depth);
    diffs
}

/// The most telling line of a run's output for a report.
fn reason(run: &Run, o: &Report) -> Option<String> {
    o.unsupported
        .clone()
        .or_else(|| o.error.clone())
        .or_else(|| last_line(&run.stderr).map(str::to_owned))
        .or_else(|| last_line(&run.stdout).map(str::to_owned))
}

fn with_reason(head: String, reason: Option<String>) -> String {
    match reason {
        Some(r) => format!("{head} ({r})"),
        None => head,
    }
}

/// Compares a run with TLC's recorded result.
///
/// - A timeout is `TIMEOUT`.
/// - A line starting `unsupported:`, exit status 3 or 2 (usage error), or any
///   status that is not one of TLC's, is `UNSUPPORTED`, with that line (or the
///   last line printed) as the reason; a panic (101), a signal or a failure to
///   start is a `FAIL` (crash).
/// - Otherwise the verdict of the exit status must be TLC's; for `success`
///   the distinct and total state counts and the depth must also equal TLC's
///   where the corpus records them (for failures they depend on the order of
///   exploration and are not compared).
/// - When the corpus does not record TLC's verdict the model is `UNCHECKED`.
pub fn judge(entry: &Entry, run: &Run) -> Outcome {
    let combined = format!("{}\n{}", run.stdout, run.stderr);
    let o = Report::parse(&combined);
    let code = match ended(run, &o) {
        Ok(code) => code,
        Err(Ended::Timeout(d)) => return Outcome::new(Status::Timeout, d),
        Err(Ended::Crash(d)) => return Outcome::new(Status::Fail, d),
    };
    if let Some(line) = &o.unsupported {
        return Outcome::new(Status::Unsupported, line.clone());
    }
    let verdict = match Verdict::from_exit_code(code) {
        Some(v) => v,
        None => {
            let why = reason(run, &o).unwrap_or_else(|| "no output".to_owned());
            return Outcome::new(Status::Unsupported, format!("exit status {code}: {why}"));
        }
    };
    let expected = match entry.expected {
        Expected::Unknown => {
            let mut d = format!("TLC's result not recorded; tlars: {verdict}");
            if let Some(n) = o.distinct {
                d.push_str(&format!(", {n} distinct states"));
            }
            return Outcome::new(Status::Unchecked, d);
        }
        Expected::Verdict(v) => v,
    };
    if verdict != expected {
        let extra = if verdict == Verdict::Success { None } else { reason(run, &o) };
        return Outcome::new(Status::Fail, with_reason(format!("verdict: TLC {expected}, tlars {verdict}"), extra));
    }
    if verdict == Verdict::Success {
        let counts = Counts { distinct: entry.distinct, total: entry.total, depth: entry.depth };
        let diffs = count_diffs(&counts, &o);
        if entry.random {
            let note = "verdict only: the spec draws random values, and TLC's counts depend on its seed";
            return Outcome::new(Status::Pass, if diffs.is_empty() { note.to_owned() } else { format!("{note} ({})", diffs.join("; ")) });
        }
        if !diffs.is_empty() {
            return Outcome::new(Status::Fail, diffs.join("; "));
        }
    }
    Outcome::new(Status::Pass, String::new())
}

/// A run that gave no exit status to compare.
enum Ended {
    Timeout(String),
    /// A failure to start, a signal, a panic or an internal error.
    Crash(String),
}

/// Lines by which tlars reports an internal error rather than a verdict.
const INTERNAL_MARKERS: [&str; 3] = ["panicked at", "internal error", "RUST_BACKTRACE"];

/// The exit status of a run that ended by itself without crashing.
fn ended(run: &Run, o: &Report) -> Result<i32, Ended> {
    let code = match &run.exit {
        Exit::Timeout => return Err(Ended::Timeout(format!("killed after {:.0} s", run.seconds))),
        Exit::SpawnError(e) => return Err(Ended::Crash(format!("could not run tlars: {e}"))),
        Exit::Signal(s) => return Err(Ended::Crash(with_reason(format!("crashed: killed by signal {s}"), reason(run, o)))),
        Exit::Code(c) => *c,
    };
    if code == EXIT_PANIC {
        return Err(Ended::Crash(with_reason("crashed: exit status 101 (panic)".into(), reason(run, o))));
    }
    Ok(code)
}

/// Compares a run with an exit status TLC gave (any of TLC's statuses, not
/// only the verdicts of `Verdict`), as the `tlc-suite` runner does:
///
/// - a timeout is `TIMEOUT`; a failure to start, a signal, a panic (101) or
///   a line reporting an internal error is `CRASH`;
/// - a line starting `unsupported:` or exit status 3 is `UNSUPPORTED`;
/// - otherwise the exit status must be TLC's, and then every count TLC
///   recorded in `counts` must be equal (the caller leaves out the counts
///   that are not deterministic).
pub fn judge_exit(expected_exit: i32, counts: &Counts, run: &Run) -> Outcome {
    let combined = format!("{}\n{}", run.stdout, run.stderr);
    let o = Report::parse(&combined);
    let code = match ended(run, &o) {
        Ok(code) => code,
        Err(Ended::Timeout(d)) => return Outcome::new(Status::Timeout, d),
        Err(Ended::Crash(d)) => return Outcome::new(Status::Crash, d),
    };
    if let Some(line) = combined.lines().find(|l| INTERNAL_MARKERS.iter().any(|m| l.contains(m))) {
        return Outcome::new(Status::Crash, format!("crashed: exit status {code} ({})", line.trim()));
    }
    if let Some(line) = &o.unsupported {
        return Outcome::new(Status::Unsupported, line.clone());
    }
    if code == EXIT_UNSUPPORTED {
        let why = reason(run, &o).unwrap_or_else(|| "no output".to_owned());
        return Outcome::new(Status::Unsupported, format!("exit status {code}: {why}"));
    }
    let name = |c: i32| format!("{c} ({})", crate::verdict::exit_name(c));
    if code != expected_exit {
        let extra = if code == 0 { None } else { reason(run, &o) };
        return Outcome::new(Status::Fail, with_reason(format!("exit status: TLC {}, tlars {}", name(expected_exit), name(code)), extra));
    }
    let diffs = count_diffs(counts, &o);
    if !diffs.is_empty() {
        return Outcome::new(Status::Fail, diffs.join("; "));
    }
    Outcome::new(Status::Pass, String::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(result: &str, counts: Option<(u64, u64, u64)>) -> Entry {
        Entry {
            spec: "m/M.tla".into(),
            cfg: "m/M.cfg".into(),
            expected: Expected::from_corpus(result).unwrap(),
            distinct: counts.map(|c| c.0),
            total: counts.map(|c| c.1),
            depth: counts.map(|c| c.2),
            runtime: Some(1),
            workers: None,
            pluscal: false,
            action_composition: false,
            random: false,
        }
    }

    fn run(code: i32, stdout: &str) -> Run {
        Run { exit: Exit::Code(code), stdout: stdout.into(), stderr: String::new(), seconds: 0.5, peak_mib: 0.0, cpu_seconds: 0.0 }
    }

    fn tlc_end(distinct: u64, total: u64, depth: u64) -> String {
        format!(
            "Model checking completed. No error has been found.\n\
             {total} states generated, {distinct} distinct states found, 0 states left on queue.\n\
             The depth of the complete state graph search is {depth}.\n\
             Finished in 00s at (2024-01-01 00:00:00)\n"
        )
    }

    #[test]
    fn success_matching_counts_passes() {
        let e = entry("success", Some((5190, 33593, 24)));
        assert_eq!(judge(&e, &run(0, &tlc_end(5190, 33593, 24))).status, Status::Pass);
    }

    #[test]
    fn success_with_differing_counts_fails_and_says_which() {
        let e = entry("success", Some((5190, 33593, 24)));
        let o = judge(&e, &run(0, &tlc_end(5189, 33593, 25)));
        assert_eq!(o.status, Status::Fail);
        assert_eq!(o.detail, "distinct: TLC 5190, tlars 5189; depth: TLC 24, tlars 25");
    }

    #[test]
    fn random_models_compare_the_verdict_only() {
        let mut e = entry("success", Some((43907, 670250, 6)));
        e.random = true;
        let o = judge(&e, &run(0, &tlc_end(27706, 368775, 6)));
        assert_eq!(o.status, Status::Pass);
        assert!(o.detail.starts_with("verdict only") && o.detail.contains("distinct: TLC 43907, tlars 27706"), "{}", o.detail);
        assert_eq!(judge(&e, &run(12, "Error: Invariant Inv is violated.\n")).status, Status::Fail);
    }

    #[test]
    fn success_without_counts_printed_fails() {
        let e = entry("success", Some((1, 1, 1)));
        let o = judge(&e, &run(0, "Model checking completed.\n"));
        assert_eq!(o.status, Status::Fail);
        assert!(o.detail.contains("distinct: TLC 1, tlars printed none"), "{}", o.detail);
    }

    #[test]
    fn unrecorded_counts_are_not_compared() {
        let mut e = entry("success", Some((18028, 177171, 0)));
        e.depth = None;
        assert_eq!(judge(&e, &run(0, &tlc_end(18028, 177171, 99))).status, Status::Pass);
        let e = entry("success", None);
        assert_eq!(judge(&e, &run(0, "")).status, Status::Pass);
    }

    #[test]
    fn zero_state_success() {
        let e = entry("success", Some((0, 0, 0)));
        assert_eq!(judge(&e, &run(0, &tlc_end(0, 0, 0))).status, Status::Pass);
    }

    #[test]
    fn failure_verdicts_compare_the_exit_status_only() {
        let e = entry("safety failure", None);
        let out = "Error: Invariant Inv is violated.\n9 states generated, 7 distinct states found, 1 states left on queue.\n";
        assert_eq!(judge(&e, &run(12, out)).status, Status::Pass);
        let o = judge(&e, &run(11, "Error: Deadlock reached.\n"));
        assert_eq!(o.status, Status::Fail);
        assert_eq!(o.detail, "verdict: TLC safety failure, tlars deadlock failure (Error: Deadlock reached.)");
        assert_eq!(judge(&entry("liveness failure", None), &run(13, "")).status, Status::Pass);
        assert_eq!(judge(&entry("deadlock failure", None), &run(11, "")).status, Status::Pass);
        assert_eq!(judge(&entry("assumption failure", None), &run(10, "")).status, Status::Pass);
    }

    #[test]
    fn wrong_verdicts() {
        let e = entry("success", Some((1, 1, 1)));
        let o = judge(&e, &run(12, "Error: Invariant TypeOK is violated.\n"));
        assert_eq!((o.status, o.detail.as_str()), (Status::Fail, "verdict: TLC success, tlars safety failure (Error: Invariant TypeOK is violated.)"));
        let o = judge(&e, &run(75, "Error: TLC threw an unexpected exception.\n"));
        assert_eq!(o.status, Status::Fail);
        assert!(o.detail.starts_with("verdict: TLC success, tlars evaluation error"));
        let o = judge(&entry("safety failure", None), &run(0, &tlc_end(1, 1, 1)));
        assert_eq!((o.status, o.detail.as_str()), (Status::Fail, "verdict: TLC safety failure, tlars success"));
        for code in [150, 151] {
            assert_eq!(judge(&e, &run(code, "")).status, Status::Fail);
        }
    }

    #[test]
    fn unsupported() {
        let e = entry("success", Some((1, 1, 1)));
        let mut r = run(3, "Parsing...\n");
        r.stderr = "unsupported: the \\cdot operator\n".into();
        let o = judge(&e, &r);
        assert_eq!((o.status, o.detail.as_str()), (Status::Unsupported, "unsupported: the \\cdot operator"));
        // Exit status 3 without the line: the last line printed explains it.
        let o = judge(&e, &run(3, "no luck\n"));
        assert_eq!((o.status, o.detail.as_str()), (Status::Unsupported, "exit status 3: no luck"));
        // A usage error while `check` does not exist yet.
        let mut r = run(2, "");
        r.stderr = "error: unrecognized subcommand 'check'\n\nUsage: tlars <COMMAND>\n\nFor more information, try '--help'.\n".into();
        let o = judge(&e, &r);
        assert_eq!(o.status, Status::Unsupported);
        assert_eq!(o.detail, "exit status 2: error: unrecognized subcommand 'check'");
        // Any status that is not TLC's.
        assert_eq!(judge(&e, &run(1, "")).status, Status::Unsupported);
        assert_eq!(judge(&e, &run(1, "")).detail, "exit status 1: no output");
        // The line wins even with a TLC status.
        assert_eq!(judge(&e, &run(75, "unsupported: TLCGet\n")).status, Status::Unsupported);
    }

    #[test]
    fn crashes_and_timeouts() {
        let e = entry("success", Some((1, 1, 1)));
        let mut r = run(101, "");
        r.stderr = "thread 'main' panicked at src/eval.rs:1:1:\nboom\n".into();
        let o = judge(&e, &r);
        assert_eq!((o.status, o.detail.as_str()), (Status::Fail, "crashed: exit status 101 (panic) (boom)"));
        let r = Run { exit: Exit::Signal(9), stdout: String::new(), stderr: String::new(), seconds: 1.0, peak_mib: 0.0, cpu_seconds: 0.0 };
        assert_eq!(judge(&e, &r).detail, "crashed: killed by signal 9");
        let r = Run { exit: Exit::Timeout, stdout: String::new(), stderr: String::new(), seconds: 120.02, peak_mib: 0.0, cpu_seconds: 0.0 };
        assert_eq!(judge(&e, &r), Outcome { status: Status::Timeout, detail: "killed after 120 s".into() });
        let r =
            Run { exit: Exit::SpawnError("No such file".into()), stdout: String::new(), stderr: String::new(), seconds: 0.0, peak_mib: 0.0, cpu_seconds: 0.0 };
        assert_eq!(judge(&e, &r).status, Status::Fail);
    }

    #[test]
    fn unknown_tlc_result_is_unchecked() {
        let e = entry("unknown", None);
        let o = judge(&e, &run(0, &tlc_end(7, 9, 2)));
        assert_eq!((o.status, o.detail.as_str()), (Status::Unchecked, "TLC's result not recorded; tlars: success, 7 distinct states"));
        assert_eq!(judge(&e, &run(3, "unsupported: x\n")).status, Status::Unsupported);
    }
}
