//! Running TLC and tlars on one spec folder and reading what they report.

use regex::Regex;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How to start each checker.
#[derive(Clone, Debug)]
pub struct Checkers {
    /// TLC's command line up to (not including) its arguments.
    pub tlc: Vec<String>,
    pub tlars: PathBuf,
    pub timeout: Duration,
}

/// What one run reported.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// `None` when the run was killed at the timeout.
    pub exit: Option<i32>,
    pub output: String,
    pub generated: Option<u64>,
    pub distinct: Option<u64>,
    pub depth: Option<u64>,
    /// `Invariant Inv1`, `Deadlock`, `Action property P`, ...
    pub violated: Option<String>,
    /// The number of states of the error trace.
    pub trace_len: usize,
    pub secs: f64,
}

fn re(cell: &'static OnceLock<Regex>, pat: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pat).unwrap())
}

pub fn parse(exit: Option<i32>, output: String, secs: f64) -> Outcome {
    static STATES: OnceLock<Regex> = OnceLock::new();
    static DEPTH: OnceLock<Regex> = OnceLock::new();
    static INV: OnceLock<Regex> = OnceLock::new();
    static STATE: OnceLock<Regex> = OnceLock::new();
    let states = re(&STATES, r"^\s*([\d,]+) states? generated, ([\d,]+) distinct states? found, ([\d,]+) states? left on queue");
    let depth = re(&DEPTH, r"^\s*The depth of the complete state graph search is ([\d,]+)");
    let inv = re(&INV, r"^Error: (Invariant|Action property|Temporal properties|Property) (\S+)? ?(is|were) violated");
    let state = re(&STATE, r"^State (\d+):");
    let num = |s: &str| s.replace(',', "").parse::<u64>().ok();
    let mut o = Outcome { exit, secs, ..Outcome::default() };
    for line in output.lines() {
        let line = line.trim_end();
        if let Some(c) = states.captures(line) {
            o.generated = num(&c[1]);
            o.distinct = num(&c[2]);
        } else if let Some(c) = depth.captures(line) {
            o.depth = num(&c[1]);
        } else if o.violated.is_none() && inv.is_match(line) {
            let c = inv.captures(line).unwrap();
            o.violated = Some(format!("{} {}", &c[1], c.get(2).map_or("", |m| m.as_str())).trim().to_string());
            if line.contains("by the initial state") {
                // TLC prints that state without a `State 1:` header.
                o.trace_len = o.trace_len.max(1);
            }
        } else if o.violated.is_none() && line.starts_with("Error: Deadlock reached") {
            o.violated = Some("Deadlock".into());
        } else if let Some(c) = state.captures(line) {
            o.trace_len = o.trace_len.max(c[1].parse().unwrap_or(0));
        }
    }
    o.output = output;
    o
}

/// Runs `cmd` in `dir` with stdout and stderr into `log`, killing it at the
/// timeout.
fn run(mut cmd: Command, dir: &Path, log: &Path, timeout: Duration) -> (Option<i32>, String, f64) {
    let start = Instant::now();
    let out = File::create(log).expect("cannot create a log file");
    let err = out.try_clone().expect("cannot clone a log file");
    cmd.current_dir(dir).stdin(Stdio::null()).stdout(out).stderr(err);
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return (Some(-1), format!("cannot start: {e}"), 0.0),
    };
    let code = loop {
        match child.try_wait() {
            Ok(Some(st)) => break st.code().or(Some(-2)),
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break Some(-3),
        }
    };
    let text = std::fs::read_to_string(log).unwrap_or_default();
    (code, text, start.elapsed().as_secs_f64())
}

impl Checkers {
    pub fn run_tlc(&self, dir: &Path) -> Outcome {
        let mut cmd = Command::new(&self.tlc[0]);
        cmd.args(&self.tlc[1..]);
        cmd.args(["-workers", "1", "-nowarning", "-noGenerateSpecTE", "-cleanup", "-metadir"]);
        cmd.arg(dir.join("tlc-meta"));
        cmd.args(["-config", "Spec.cfg", "Spec.tla"]);
        let (code, text, secs) = run(cmd, dir, &dir.join("tlc.out"), self.timeout);
        let _ = std::fs::remove_dir_all(dir.join("tlc-meta"));
        parse(code, text, secs)
    }

    pub fn run_tlars(&self, dir: &Path) -> Outcome {
        let mut cmd = Command::new(&self.tlars);
        cmd.args(["check", "Spec.tla", "--cfg", "Spec.cfg", "--workers", "1"]);
        let (code, text, secs) = run(cmd, dir, &dir.join("tlars.out"), self.timeout);
        parse(code, text, secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn success_counts() {
        let o = parse(Some(0), "Model checking completed. No error has been found.\n1,024 states generated, 512 distinct states found, 0 states left on queue.\nThe depth of the complete state graph search is 7.\n".into(), 0.0);
        assert_eq!((o.generated, o.distinct, o.depth, o.violated), (Some(1024), Some(512), Some(7), None));
    }

    #[test]
    fn invariant_trace() {
        let out = "Error: Invariant Inv2 is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ x = 0\n\nState 2: <Act1 line 3, col 1 to line 4, col 9 of module Spec>\n/\\ x = 1\n\n";
        let o = parse(Some(12), out.into(), 0.0);
        assert_eq!((o.violated.as_deref(), o.trace_len), (Some("Invariant Inv2"), 2));
    }

    #[test]
    fn initial_state_violation() {
        let o = parse(Some(12), "Error: Invariant Inv1 is violated by the initial state:\n/\\ x = 0\n".into(), 0.0);
        assert_eq!((o.violated.as_deref(), o.trace_len), (Some("Invariant Inv1"), 1));
    }

    #[test]
    fn deadlock() {
        let o = parse(Some(11), "Error: Deadlock reached.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ x = 0\n".into(), 0.0);
        assert_eq!((o.violated.as_deref(), o.trace_len), (Some("Deadlock"), 1));
    }
}
