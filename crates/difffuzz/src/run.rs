//! Running TLC and tlars on one spec folder (`checker_run::process`) and
//! reading what they report (`checker_run::report`).

use checker_run::process::Exit;
use checker_run::report::Report;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How to start each checker.
#[derive(Clone, Debug)]
pub struct Checkers {
    /// The reference's command line up to (not including) its arguments:
    /// TLC's; empty for tlars' own interpreter (`tlars check --interpret`).
    pub tlc: Vec<String>,
    pub tlars: PathBuf,
    /// tlars' workers (the reference's: one).
    pub workers: u32,
    pub timeout: Duration,
}

/// What one run reported.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// `None` when the run was killed at the timeout; -1 when it could not
    /// be started (or waited for), -2 when a signal ended it.
    pub exit: Option<i32>,
    /// Its stdout, then its stderr (as written to its log file).
    pub output: String,
    /// What the output reports: counts, depth, violated property, trace.
    pub report: Report,
    pub secs: f64,
}

/// Runs `cmd` in `dir` (`checker_run::process::run`: killed with what it
/// started at the timeout), then writes its output, stdout then stderr, to
/// `log`, which is kept with a difference.
fn run(mut cmd: Command, dir: &Path, log: &Path, timeout: Duration) -> Outcome {
    cmd.current_dir(dir);
    let r = checker_run::process::run(cmd, Some(timeout));
    let mut output = r.stdout;
    if !output.is_empty() && !output.ends_with('\n') && !r.stderr.is_empty() {
        output.push('\n');
    }
    output.push_str(&r.stderr);
    let exit = match r.exit {
        Exit::Code(c) => Some(c),
        Exit::Signal(_) => Some(-2),
        Exit::Timeout => None,
        Exit::SpawnError(e) => {
            output = format!("cannot start: {e}\n");
            Some(-1)
        }
    };
    std::fs::write(log, &output).expect("cannot write a log file");
    Outcome { exit, report: Report::parse(&output), output, secs: r.seconds }
}

impl Checkers {
    /// Runs the reference: TLC, or tlars with the interpreter alone.
    pub fn run_tlc(&self, dir: &Path) -> Outcome {
        if self.tlc.is_empty() {
            return self.run_tlars_with(dir, 1, &["--interpret"], "interpreted.out");
        }
        let mut cmd = Command::new(&self.tlc[0]);
        cmd.args(&self.tlc[1..]);
        cmd.args(["-workers", "1", "-nowarning", "-noGenerateSpecTE", "-cleanup", "-metadir"]);
        cmd.arg(dir.join("tlc-meta"));
        cmd.args(["-config", "Spec.cfg", "Spec.tla"]);
        let o = run(cmd, dir, &dir.join("tlc.out"), self.timeout);
        let _ = std::fs::remove_dir_all(dir.join("tlc-meta"));
        o
    }

    pub fn run_tlars(&self, dir: &Path) -> Outcome {
        self.run_tlars_with(dir, self.workers, &[], "tlars.out")
    }

    fn run_tlars_with(&self, dir: &Path, workers: u32, extra: &[&str], log: &str) -> Outcome {
        let mut cmd = Command::new(&self.tlars);
        // (TLC runs with -noGenerateSpecTE, so without its trace module,
        // which orders strings: tlars is told so.)
        let workers = workers.to_string();
        cmd.args(["check", "Spec.tla", "--cfg", "Spec.cfg", "--workers", &workers, "--no-trace-module"]).args(extra);
        run(cmd, dir, &dir.join(log), self.timeout)
    }
}
