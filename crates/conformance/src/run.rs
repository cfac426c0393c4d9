//! Running `tlars check` on one model under a wall-clock timeout.

use crate::compare::{Exit, Run};
use crate::corpus::Entry;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The library folders of the corpus, in the order TLC had them.
pub const LIBRARIES: [&str; 3] = ["lib/tlapm", "lib/community", "lib/apalache"];

/// `to` relative to the folder `from` (both relative to the same base, or
/// both absolute), with `..` where needed.
pub fn relative_path(from: &Path, to: &Path) -> PathBuf {
    fn norm(p: &Path) -> Vec<Component<'_>> {
        p.components().filter(|c| *c != Component::CurDir).collect()
    }
    let (f, t) = (norm(from), norm(to));
    let common = f.iter().zip(&t).take_while(|(a, b)| a == b).count();
    let mut out = PathBuf::new();
    for _ in common..f.len() {
        out.push("..");
    }
    for c in &t[common..] {
        out.push(c.as_os_str());
    }
    out
}

/// The invocation for one model: the folder to run in and the arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    pub dir: PathBuf,
    pub args: Vec<String>,
}

/// `tlars check <spec file> --cfg <cfg relative to the spec folder> -I <lib>...
/// --workers N`, run from the spec's folder, with the model's own number of
/// workers if the corpus fixes one, else `workers`. `corpus` should be
/// absolute.
pub fn invocation(corpus: &Path, entry: &Entry, workers: u32) -> Invocation {
    let spec = Path::new(&entry.spec);
    let spec_dir = spec.parent().unwrap_or(Path::new(""));
    let file = spec.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let cfg = relative_path(spec_dir, Path::new(&entry.cfg));
    let mut args = vec!["check".to_owned(), file, "--cfg".to_owned(), cfg.to_string_lossy().into_owned()];
    for lib in LIBRARIES {
        args.push("-I".to_owned());
        args.push(corpus.join(lib).to_string_lossy().into_owned());
    }
    args.push("--workers".to_owned());
    args.push(entry.workers.unwrap_or(workers).to_string());
    if entry.action_composition {
        // TLC was run with the property that lets it compose actions.
        args.push("-Dtlc2.tool.impl.Tool.cdot=true".to_owned());
    }
    Invocation { dir: corpus.join(spec_dir), args }
}

fn reader(mut r: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        String::from_utf8_lossy(&buf).into_owned()
    })
}

fn kill_group(pgid: u32) {
    // SAFETY: kill(2) with a negative pid signals the process group we made
    // for the child; it touches no memory.
    unsafe {
        libc::kill(-(pgid as libc::pid_t), libc::SIGKILL);
    }
}

/// Runs `program args` in `dir` with no input, capturing its output; kills
/// it (and every process it started, via its own process group) when it
/// takes longer than `timeout`.
pub fn run(program: &Path, inv: &Invocation, timeout: Duration) -> Run {
    let start = Instant::now();
    let mut cmd = Command::new(program);
    cmd.args(&inv.args).current_dir(&inv.dir).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return Run { exit: Exit::SpawnError(format!("{}: {e}", program.display())), stdout: String::new(), stderr: String::new(), seconds: 0.0 },
    };
    let pid = child.id();
    let out = reader(child.stdout.take().expect("piped stdout"));
    let err = reader(child.stderr.take().expect("piped stderr"));
    let mut pause = Duration::from_millis(1);
    let exit = loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                // Whatever it left running would hold the pipes open.
                kill_group(pid);
                break match (status.code(), status.signal()) {
                    (Some(c), _) => Exit::Code(c),
                    (None, Some(s)) => Exit::Signal(s),
                    (None, None) => Exit::Code(-1),
                };
            }
            Ok(None) if start.elapsed() >= timeout => {
                kill_group(pid);
                let _ = child.kill();
                let _ = child.wait();
                break Exit::Timeout;
            }
            Ok(None) => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(25));
            }
            Err(e) => {
                kill_group(pid);
                let _ = child.wait();
                break Exit::SpawnError(format!("waiting for {}: {e}", program.display()));
            }
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    Run { exit, stdout, stderr, seconds }
}

/// Runs `work(0..count)` on `jobs` threads and calls `emit` on each result
/// in index order, as soon as every earlier one is known; returns the
/// results in index order.
pub fn in_order<T: Send>(count: usize, jobs: usize, work: impl Fn(usize) -> T + Sync, mut emit: impl FnMut(usize, &T)) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, T)>();
    let mut results: Vec<Option<T>> = (0..count).map(|_| None).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1).min(count.max(1)) {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= count || tx.send((i, work(i))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut emitted = 0;
        for (i, r) in rx {
            results[i] = Some(r);
            while let Some(Some(r)) = results.get(emitted) {
                emit(emitted, r);
                emitted += 1;
            }
        }
    });
    results.into_iter().map(|r| r.expect("every item ran")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verdict::Expected;

    fn entry(spec: &str, cfg: &str, workers: Option<u32>) -> Entry {
        Entry {
            spec: spec.into(),
            cfg: cfg.into(),
            expected: Expected::Unknown,
            distinct: None,
            total: None,
            depth: None,
            runtime: None,
            workers,
            pluscal: false,
            action_composition: false,
            random: false,
        }
    }

    #[test]
    fn in_order_emits_in_index_order() {
        let mut seen = Vec::new();
        let r = in_order(
            20,
            4,
            |i| {
                std::thread::sleep(Duration::from_millis(((20 - i) % 7) as u64));
                i * 2
            },
            |i, v| seen.push((i, *v)),
        );
        assert_eq!(r, (0..20).map(|i| i * 2).collect::<Vec<_>>());
        assert_eq!(seen, (0..20).map(|i| (i, i * 2)).collect::<Vec<_>>());
        assert!(in_order(0, 2, |i| i, |_, _| panic!()).is_empty());
    }

    #[test]
    fn relative_paths() {
        let r = |a: &str, b: &str| relative_path(Path::new(a), Path::new(b)).to_string_lossy().into_owned();
        assert_eq!(r("examples/A", "examples/A/A.cfg"), "A.cfg");
        assert_eq!(r("swarmkit", "swarmkit/models/SwarmKit.cfg"), "models/SwarmKit.cfg");
        assert_eq!(r("a/b/c", "a/d/X.cfg"), "../../d/X.cfg");
        assert_eq!(r("", "X.cfg"), "X.cfg");
        assert_eq!(r("./a", "a/X.cfg"), "X.cfg");
    }

    #[test]
    fn invocations() {
        let corpus = Path::new("/c");
        let inv = invocation(corpus, &entry("swarmkit/SwarmKit.tla", "swarmkit/models/SwarmKit.cfg", None), 1);
        assert_eq!(inv.dir, Path::new("/c/swarmkit"));
        assert_eq!(
            inv.args,
            [
                "check",
                "SwarmKit.tla",
                "--cfg",
                "models/SwarmKit.cfg",
                "-I",
                "/c/lib/tlapm",
                "-I",
                "/c/lib/community",
                "-I",
                "/c/lib/apalache",
                "--workers",
                "1"
            ]
        );
        let inv = invocation(corpus, &entry("examples/DieHard/MCDieHardest.tla", "examples/DieHard/MCDieHardest.cfg", Some(4)), 2);
        assert_eq!(inv.dir, Path::new("/c/examples/DieHard"));
        assert_eq!(inv.args[1..4], ["MCDieHardest.tla", "--cfg", "MCDieHardest.cfg"]);
        assert_eq!(inv.args[inv.args.len() - 2..], ["--workers", "4"]);
        let inv = invocation(corpus, &entry("swarmkit/SwarmKit.tla", "swarmkit/models/SwarmKit.cfg", None), 2);
        assert_eq!(inv.args[inv.args.len() - 2..], ["--workers", "2"]);
        let composing = Entry { action_composition: true, ..entry("examples/F/MCCRDT.tla", "examples/F/MCCRDT.cfg", None) };
        let inv = invocation(corpus, &composing, 1);
        assert_eq!(inv.args.last().map(String::as_str), Some("-Dtlc2.tool.impl.Tool.cdot=true"));
    }

    fn sh(script: &str, timeout_ms: u64) -> Run {
        let inv = Invocation { dir: std::env::temp_dir(), args: vec!["-c".into(), script.into()] };
        run(Path::new("/bin/sh"), &inv, Duration::from_millis(timeout_ms))
    }

    #[test]
    fn captures_output_and_status() {
        let r = sh("echo out; echo err >&2; exit 12", 20_000);
        assert_eq!(r.exit, Exit::Code(12));
        assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("out\n", "err\n"));
    }

    #[test]
    fn kills_the_whole_group_on_timeout() {
        // The background sleep keeps stdout open: only killing the group
        // lets the readers finish. (2 s for the shell to start and echo: at
        // 300 ms a machine busy with the rest of the test suite sometimes
        // killed it first.)
        let start = Instant::now();
        let r = sh("echo started; sleep 30 & sleep 30; echo never", 2_000);
        assert_eq!(r.exit, Exit::Timeout);
        assert_eq!(r.stdout, "started\n");
        assert!(start.elapsed() < Duration::from_secs(20));
    }

    #[test]
    fn signals_and_missing_programs() {
        assert_eq!(sh("kill -SEGV $$", 20_000).exit, Exit::Signal(libc::SIGSEGV));
        let inv = Invocation { dir: std::env::temp_dir(), args: vec![] };
        let r = run(Path::new("/nonexistent/tlars"), &inv, Duration::from_secs(1));
        assert!(matches!(r.exit, Exit::SpawnError(_)));
    }
}
