//! Checkpoint and recovery: a run killed with SIGKILL at any moment and
//! recovered from its last checkpoint (`--recover`) ends exactly as a run
//! that was not stopped: the same verdict, counts, depth and trace. The
//! models are `tests/recover/NAME.cfg`, whose uninterrupted results are
//! TLC's (`NAME.expected`: `exit: N`, then the output without the timing
//! line).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime};
use test_support::repo_root;

fn tlars(root: &Path, cfg: &str, workers: &str, extra: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tlars"));
    c.current_dir(root).args(["check", "tests/recover/Counters.tla", "--cfg", &format!("tests/recover/{cfg}.cfg"), "--workers", workers]).args(extra);
    c
}

/// The exit status and the output, without what depends on the moment:
/// the timing, progress and checkpoint lines.
fn results(out: std::process::Output) -> String {
    let text: String = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !["Finished in", "Progress(", "Checkpointing", "Starting recovery", "Recovery completed"].iter().any(|p| l.starts_with(p)))
        .map(|l| format!("{l}\n"))
        .collect();
    format!("exit: {}\n{text}", out.status.code().map_or("killed".to_string(), |c| c.to_string()))
}

/// A small pseudo-random sequence (xorshift), seeded from the clock: each
/// run of the test stops the search at other moments. The seed is in the
/// failure message.
struct Moments(u64);

impl Moments {
    /// A moment between `from` and `to` (fractions of `span`).
    fn next(&mut self, span: Duration, from: f64, to: f64) -> Duration {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        let at = from + (to - from) * (self.0 % 1000) as f64 / 1000.0;
        span.mul_f64(at)
    }
}

/// Waits for `child` for `after`, then kills it with SIGKILL; whether it
/// was still running.
fn kill_after(child: &mut Child, after: Duration) -> bool {
    let deadline = Instant::now() + after;
    while Instant::now() < deadline {
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    true
}

#[test]
fn a_run_killed_at_any_moment_recovers_to_the_results_of_one_not_stopped() {
    let root = repo_root();
    let seed = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap().as_nanos() as u64 | 1;
    let mut moments = Moments(seed);
    let mut recoveries = 0;
    // (With a budget of one byte, every waiting state is on disk, and the
    // checkpoints copy them from there.)
    for (cfg, workers, budget) in [("Counters", "1", &[][..]), ("Counters", "2", &["--spill-above", "1"][..]), ("Counters.success", "2", &[][..])] {
        let expected = std::fs::read_to_string(root.join(format!("tests/recover/{cfg}.expected"))).unwrap();
        let work = scratch(&format!("work-{cfg}-{workers}"));
        let dir = scratch(&format!("checkpoints-{cfg}-{workers}"));
        let budget: Vec<&str> = budget.iter().copied().chain(["--work-dir", work.to_str().unwrap()]).collect();
        let started = Instant::now();
        assert_eq!(results(tlars(&root, cfg, workers, &budget).output().unwrap()), expected, "{cfg}: the uninterrupted run");
        // As long as that run took, whatever the machine: a checkpoint every
        // twentieth of it; killed twice, between 15% and 60% of it after
        // each start, then let run to the end.
        let span = started.elapsed();
        let every = format!("{}", span.as_secs_f64() / 20.0 / 60.0);
        let checkpoint = ["--checkpoint", every.as_str(), "--checkpoint-dir", dir.to_str().unwrap()];
        let mut last = None;
        for stop in 0..3 {
            let recover = ["--recover", dir.to_str().unwrap()];
            let from_checkpoint = dir.join("checkpoint.tlars").exists();
            let mut args: Vec<&str> = checkpoint.iter().chain(&budget).copied().collect();
            if from_checkpoint {
                args.extend(recover);
                recoveries += 1;
            }
            let mut child = tlars(&root, cfg, workers, &args).stdout(Stdio::piped()).spawn().unwrap();
            if stop < 2 {
                let moment = moments.next(span, 0.15, 0.6);
                if kill_after(&mut child, moment) {
                    continue;
                }
            }
            last = Some(results(child.wait_with_output().unwrap()));
            break;
        }
        assert_eq!(last.as_deref(), Some(expected.as_str()), "{cfg} on {workers} workers, killed at moments seeded with {seed}");
        // (The files the killed runs left are removed by the next run.)
        assert_eq!(std::fs::read_dir(&work).unwrap().count(), 0, "{cfg}: the work folder is left empty");
        std::fs::remove_dir_all(&work).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
    assert!(recoveries >= 3, "the runs were recovered from checkpoints (seed {seed})");
}

/// A checkpoint is used though the next one was cut short; one of another
/// model, or a damaged one, is refused with a message saying so and TLC's status for a system error, never explored.
#[test]
fn a_checkpoint_of_another_model_or_a_damaged_one_is_refused() {
    let root = repo_root();
    let dir = scratch("refused");
    let args = ["--checkpoint", "0.0001", "--checkpoint-dir", dir.to_str().unwrap()];
    assert_eq!(tlars(&root, "Counters", "1", &args).status().unwrap().code(), Some(12));
    let file = dir.join("checkpoint.tlars");
    assert!(file.exists(), "a checkpoint was written");
    let recover = ["--recover", dir.to_str().unwrap()];
    // A checkpoint being written when the run stopped (its partial file)
    // leaves the one before it whole.
    std::fs::write(dir.join("checkpoint.tlars.partial"), b"tlarsCK1 cut short").unwrap();
    let expected = std::fs::read_to_string(root.join("tests/recover/Counters.expected")).unwrap();
    assert_eq!(results(tlars(&root, "Counters", "1", &recover).output().unwrap()), expected);
    let out = tlars(&root, "Counters.success", "1", &recover).output().unwrap();
    assert_eq!(out.status.code(), Some(255));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("was written for another spec, configuration or options"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let out = tlars(&root, "Counters", "1", &["--recover", dir.to_str().unwrap(), "--no-deadlock"]).output().unwrap();
    assert_eq!(out.status.code(), Some(255), "another option is another search");
    let mut bytes = std::fs::read(&file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    std::fs::write(&file, &bytes).unwrap();
    let out = tlars(&root, "Counters", "1", &recover).output().unwrap();
    assert_eq!(out.status.code(), Some(255));
    assert!(String::from_utf8_lossy(&out.stdout).contains("it is probably damaged"), "{}", String::from_utf8_lossy(&out.stdout));
    std::fs::remove_dir_all(&dir).unwrap();
    let out = tlars(&root, "Counters", "1", &recover).output().unwrap();
    assert_eq!(out.status.code(), Some(255));
    assert!(String::from_utf8_lossy(&out.stdout).contains("there is no checkpoint to recover from in"));
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tlars-recover-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
