//! End-to-end test of the conformance runner: a small corpus made here, and a
//! fake `tlars` (a shell script printing TLC-style lines) passed with
//! `--tlars`.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::process::Command;
use test_support::ScratchDir;

const LIST: &str = r#"[
 {"spec": "ok/Ok.tla", "cfg": "ok/Ok.cfg", "result": "success", "distinct": 5, "total": 9, "depth": 3,
  "tlc_runtime": "00:00:01", "pluscal": false, "action_composition": false, "workers": null},
 {"spec": "bad/Bad.tla", "cfg": "bad/Bad.cfg", "result": "success", "distinct": 10, "total": 20, "depth": 4,
  "tlc_runtime": "00:00:05", "pluscal": false, "action_composition": false, "workers": null},
 {"spec": "safety/S.tla", "cfg": "safety/S.cfg", "result": "safety failure", "distinct": null, "total": null,
  "depth": null, "tlc_runtime": "00:00:01", "pluscal": true, "action_composition": false, "workers": null},
 {"spec": "unsup/U.tla", "cfg": "unsup/U.cfg", "result": "success", "distinct": 1, "total": 1, "depth": 1,
  "tlc_runtime": "00:00:10", "pluscal": false, "action_composition": false, "workers": null},
 {"spec": "crash/Crash.tla", "cfg": "crash/Crash.cfg", "result": "success", "distinct": 1, "total": 1, "depth": 1,
  "tlc_runtime": "00:00:02", "pluscal": false, "action_composition": false, "workers": null},
 {"spec": "slow/Slow.tla", "cfg": "slow/Slow.cfg", "result": "success", "distinct": 1, "total": 1, "depth": 1,
  "tlc_runtime": "00:00:30", "pluscal": false, "action_composition": false, "workers": null},
 {"spec": "unknown/Unk.tla", "cfg": "unknown/Unk.cfg", "result": "unknown", "distinct": null, "total": null,
  "depth": null, "tlc_runtime": "unknown", "pluscal": false, "action_composition": false, "workers": null}
]"#;

const SWARM: &str = r#"[
 {"spec": "sub/Sub.tla", "cfg": "sub/models/Sub.cfg", "result": "success", "distinct": 1490, "total": 13319,
  "depth": 27, "tlc_runtime": "00:00:09", "pluscal": false, "workers": 2}
]"#;

/// The fake `tlars`: answers by spec file name, and checks the invocation it
/// got for `Sub.tla` (cfg relative to the spec folder, absolute libraries,
/// the entry's workers, run from the spec folder).
const FAKE: &str = r#"#!/bin/sh
[ "$1" = check ] || { echo "error: unrecognized subcommand '$1'" >&2; exit 2; }
echo "$(pwd) $*" >> "$FAKE_LOG"
spec=$2
done_ok() {
  echo "Model checking completed. No error has been found."
  echo "Progress(2) at 2024-01-01 00:00:00: 1,000 states generated (1,000 s/min), 1 distinct states found, 9 states left on queue."
  echo "$2 states generated, $1 distinct states found, 0 states left on queue."
  echo "The depth of the complete state graph search is $3."
  echo "Finished in 00s at (2024-01-01 00:00:00)"
  exit 0
}
case "$spec" in
  Ok.tla) done_ok 5 9 3 ;;
  Bad.tla) done_ok 11 20 4 ;;
  S.tla) echo "Error: Invariant Inv is violated."; echo "3 states generated, 3 distinct states found, 1 states left on queue."; exit 12 ;;
  U.tla) echo "Parsing file U.tla"; printf '%s\n' 'unsupported: the \cdot operator' >&2; exit 3 ;;
  Crash.tla) echo "thread 'main' panicked at src/x.rs:1:1:" >&2; echo "boom" >&2; exit 101 ;;
  Slow.tla) echo "Starting..."; sleep 30 & sleep 30; done_ok 1 1 1 ;;
  Unk.tla) done_ok 7 8 2 ;;
  Sub.tla)
    want="check Sub.tla --cfg models/Sub.cfg -I $CORPUS/lib/tlapm -I $CORPUS/lib/community -I $CORPUS/lib/apalache --workers 2"
    if [ "$*" = "$want" ] && [ "$(pwd)" = "$CORPUS/sub" ] && [ -f "$4" ]; then done_ok 1490 13319 27; fi
    echo "Error: wrong invocation: $(pwd) $*"; exit 75 ;;
esac
echo "Error: unexpected spec $spec"; exit 75
"#;

struct Fixture {
    dir: ScratchDir,
}

impl Fixture {
    fn new() -> Fixture {
        let dir = ScratchDir::new("conformance-test");
        let corpus = dir.join("corpus");
        for lib in ["lib/tlapm", "lib/community", "lib/apalache"] {
            fs::create_dir_all(corpus.join(lib)).unwrap();
        }
        fs::write(corpus.join("examples.json"), LIST).unwrap();
        fs::write(corpus.join("swarmkit.json"), SWARM).unwrap();
        let specs = [
            ("ok/Ok", "INVARIANT TypeOK\n"),
            ("bad/Bad", "INVARIANT TypeOK\n"),
            ("safety/S", "INVARIANT Inv\n\\* PROPERTY Commented\n"),
            ("unsup/U", "PROPERTY Live\n"),
            ("crash/Crash", "INVARIANT TypeOK\n"),
            ("slow/Slow", "INVARIANT TypeOK\n"),
            ("unknown/Unk", "INVARIANT TypeOK\n"),
        ];
        for (base, cfg) in specs {
            let p = corpus.join(base);
            fs::create_dir_all(p.parent().unwrap()).unwrap();
            fs::write(p.with_extension("tla"), "---- MODULE M ----\n====\n").unwrap();
            fs::write(p.with_extension("cfg"), cfg).unwrap();
        }
        fs::create_dir_all(corpus.join("sub/models")).unwrap();
        fs::write(corpus.join("sub/Sub.tla"), "---- MODULE Sub ----\n====\n").unwrap();
        fs::write(corpus.join("sub/models/Sub.cfg"), "SPECIFICATION Spec\nPROPERTIES\n  Live\n").unwrap();
        let fake = dir.join("fake-tlars");
        fs::write(&fake, FAKE).unwrap();
        fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
        fs::write(dir.join("passing.txt"), "").unwrap();
        Fixture { dir }
    }

    fn corpus(&self) -> PathBuf {
        self.dir.join("corpus").canonicalize().unwrap()
    }

    fn baseline(&self) -> PathBuf {
        self.dir.join("passing.txt")
    }

    /// Runs the runner with the fixture's corpus, fake tlars and baseline.
    fn run(&self, args: &[&str]) -> (i32, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_conformance"))
            .arg("--corpus")
            .arg(self.corpus())
            .arg("--tlars")
            .arg(self.dir.join("fake-tlars"))
            .arg("--baseline")
            .arg(self.baseline())
            .args(args)
            .env("FAKE_LOG", self.dir.join("log"))
            .env("CORPUS", self.corpus())
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.is_empty() || out.status.code() == Some(2), "stderr: {stderr}");
        (out.status.code().unwrap(), stdout)
    }
}

/// The model lines (`STATUS spec|cfg: detail`) without their wall times.
fn model_lines(out: &str) -> Vec<String> {
    let statuses = ["PASS ", "FAIL ", "UNSUPPORTED ", "TIMEOUT ", "UNCHECKED "];
    out.lines()
        .filter(|l| statuses.iter().any(|s| l.starts_with(s)))
        .map(|l| {
            let open = l.find(" (").unwrap();
            let close = open + l[open..].find(" s)").unwrap() + 3;
            format!("{}{}", l[..open].split_whitespace().collect::<Vec<_>>().join(" "), &l[close..])
        })
        .collect()
}

fn summary(out: &str) -> &str {
    out.lines().last().unwrap()
}

#[test]
fn reports_every_selected_model_in_order() {
    let f = Fixture::new();
    let (code, out) = f.run(&[]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        model_lines(&out),
        [
            "FAIL bad/Bad.tla|bad/Bad.cfg: distinct: TLC 10, tlars 11",
            "FAIL crash/Crash.tla|crash/Crash.cfg: crashed: exit status 101 (panic) (boom)",
            "PASS ok/Ok.tla|ok/Ok.cfg",
            "PASS safety/S.tla|safety/S.cfg",
            "PASS sub/Sub.tla|sub/models/Sub.cfg",
            "UNSUPPORTED unsup/U.tla|unsup/U.cfg: unsupported: the \\cdot operator",
        ],
        "{out}"
    );
    assert_eq!(summary(&out), "3 passed, 2 failed, 1 unsupported");
    assert!(out.contains("passing but not in the baseline"), "{out}");
    assert!(out.contains("\n  ok/Ok.tla|ok/Ok.cfg\n"), "{out}");
    // Run from each spec's folder.
    let log = fs::read_to_string(f.dir.join("log")).unwrap();
    assert!(log.lines().any(|l| l.starts_with(&format!("{} check Ok.tla --cfg Ok.cfg -I ", f.corpus().join("ok").display()))), "{log}");
    assert!(log.lines().any(|l| l.ends_with("--workers 1")), "{log}");
}

#[test]
fn parallel_jobs_keep_the_order() {
    let f = Fixture::new();
    let (_, one) = f.run(&[]);
    let (code, four) = f.run(&["--jobs", "4"]);
    assert_eq!(code, 0);
    assert_eq!(model_lines(&one), model_lines(&four));
    assert_eq!(summary(&four), "3 passed, 2 failed, 1 unsupported");
}

#[test]
fn timeouts_count_as_failures() {
    let f = Fixture::new();
    let start = std::time::Instant::now();
    let (code, out) = f.run(&["--filter", "Slow", "--max-runtime", "30", "--timeout", "1"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(model_lines(&out), ["TIMEOUT slow/Slow.tla|slow/Slow.cfg: killed after 1 s"]);
    assert_eq!(summary(&out), "0 passed, 1 failed, 0 unsupported");
    // The fake's background sleep was killed with it, or the runner would
    // have waited for its output.
    assert!(start.elapsed().as_secs() < 25);
}

#[test]
fn selection_by_properties_runtime_and_filter() {
    let f = Fixture::new();
    let (_, out) = f.run(&["--properties", "only"]);
    assert_eq!(model_lines(&out).len(), 2, "{out}"); // U and Sub; S's PROPERTY is a comment
    assert_eq!(summary(&out), "1 passed, 0 failed, 1 unsupported");
    let (_, out) = f.run(&["--properties", "exclude"]);
    assert_eq!(summary(&out), "2 passed, 2 failed, 0 unsupported");
    let (_, out) = f.run(&["--max-runtime", "1"]);
    assert_eq!(model_lines(&out), ["PASS ok/Ok.tla|ok/Ok.cfg", "PASS safety/S.tla|safety/S.cfg"]);
    let (_, out) = f.run(&["--filter", "sub/"]);
    assert_eq!(model_lines(&out), ["PASS sub/Sub.tla|sub/models/Sub.cfg"]);
    // Unknown runtimes only from an hour on; an unknown TLC result is
    // reported but counted in none of the numbers.
    let (code, out) = f.run(&["--max-runtime", "3600", "--filter", "Unk"]);
    assert_eq!(code, 0);
    assert_eq!(model_lines(&out), ["UNCHECKED unknown/Unk.tla|unknown/Unk.cfg: TLC's result not recorded; tlars: success, 7 distinct states"]);
    assert_eq!(summary(&out), "0 passed, 0 failed, 0 unsupported");
    let (code, out) = f.run(&["--list"]);
    assert_eq!(code, 0);
    assert_eq!(summary(&out), "6 models: 2 with PROPERTY, 4 without");
}

#[test]
fn baseline_regressions_and_update() {
    let f = Fixture::new();
    // A listed model that fails is a regression; a listed model that was not
    // selected is not.
    fs::write(f.baseline(), "# models\nok/Ok.tla|ok/Ok.cfg\nbad/Bad.tla|bad/Bad.cfg\nslow/Slow.tla|slow/Slow.cfg\n").unwrap();
    let (code, out) = f.run(&[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("REGRESSION bad/Bad.tla|bad/Bad.cfg: FAIL"), "{out}");
    assert!(!out.contains("REGRESSION ok/"), "{out}");
    assert!(!out.contains("REGRESSION slow/"), "{out}");
    assert_eq!(summary(&out), "3 passed, 2 failed, 1 unsupported");

    let (code, out) = f.run(&["--update-baseline"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("dropped from the baseline (FAIL): bad/Bad.tla|bad/Bad.cfg"), "{out}");
    let text = fs::read_to_string(f.baseline()).unwrap();
    let listed: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(listed, ["ok/Ok.tla|ok/Ok.cfg", "safety/S.tla|safety/S.cfg", "slow/Slow.tla|slow/Slow.cfg", "sub/Sub.tla|sub/models/Sub.cfg"]);

    let (code, out) = f.run(&[]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("not in the baseline"), "{out}");
    assert!(!out.contains("REGRESSION"), "{out}");
}

#[test]
fn missing_tlars_is_reported_per_model() {
    let f = Fixture::new();
    let out = Command::new(env!("CARGO_BIN_EXE_conformance"))
        .arg("--corpus")
        .arg(f.corpus())
        .args(["--tlars", "/nonexistent/tlars", "--filter", "Ok"])
        .arg("--baseline")
        .arg(f.baseline())
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout.contains("FAIL        ok/Ok.tla|ok/Ok.cfg"), "{stdout}");
    assert!(stdout.contains("could not run tlars"), "{stdout}");
    assert_eq!(summary(&stdout), "0 passed, 1 failed, 0 unsupported");
}

#[test]
fn a_missing_corpus_is_an_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_conformance")).args(["--corpus", "/nonexistent/corpus", "--tlars", "/bin/true"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("corpus folder"));
}
