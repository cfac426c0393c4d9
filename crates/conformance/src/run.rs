//! Running `tlars check` on one model under a wall-clock timeout.

use crate::corpus::Entry;
use checker_run::process::Run;
use std::path::{Component, Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

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

/// Runs `program args` in `dir` (`checker_run::process::run`: no input,
/// the output captured, killed with every process it started when it takes
/// longer than `timeout`).
pub fn run(program: &Path, inv: &Invocation, timeout: Duration) -> Run {
    let mut cmd = Command::new(program);
    cmd.args(&inv.args).current_dir(&inv.dir);
    checker_run::process::run(cmd, Some(timeout))
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

    #[test]
    fn runs_the_invocation_in_its_folder() {
        // (The runner itself is checker_run's, tested there.)
        let dir = std::env::temp_dir();
        let inv = Invocation { dir: dir.clone(), args: vec!["-c".into(), "pwd; exit 12".into()] };
        let r = run(Path::new("/bin/sh"), &inv, Duration::from_secs(20));
        assert_eq!(r.exit, checker_run::process::Exit::Code(12));
        assert_eq!(r.stdout.trim_end(), dir.canonicalize().unwrap().to_string_lossy());
    }
}
