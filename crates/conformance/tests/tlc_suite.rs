//! End-to-end test of the `tlc-suite` runner and of `tlc-suite-facts`: a
//! small test-model folder, facts file and JUnit test folder made here, and
//! a fake `tlars` (a shell script printing TLC-style lines).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::process::Command;
use test_support::ScratchDir;

const HEADER: &str = "test\tspec\tcfg\tflags\texpected_exit\ttlc_exit\tgenerated\tdistinct\tleft\tdepth\tskip\n";

const FACTS: &[&str] = &[
    "OkTest.java\tOk.tla\tOk.cfg\t-deadlock -workers 1\t0\t0\t9\t5\t0\t3\t-",
    "CountsTest.java\tsub/Counts.tla\tsub/Counts2.cfg\t-deadlock -workers 1 -config Counts2.cfg\t0\t0\t20\t10\t0\t4\t-",
    "SafetyTest.java\tSafety.tla\tSafety.cfg\t-workers 1\t12\t12\t3\t3\t1\t2\t-",
    "ExitTest.java\tExit.tla\tExit.cfg\t-deadlock -workers 1\t14\t14\t-\t-\t-\t-\t-",
    "CrashTest.java\tCrash.tla\tCrash.cfg\t-deadlock -workers 1\t0\t0\t1\t1\t0\t1\t-",
    "UnsupTest.java\tUnsup.tla\tUnsup.cfg\t-deadlock -workers 1\t0\t0\t1\t1\t0\t1\t-",
    "SimTest.java\tsim/Sim.tla\tsim/Sim.cfg\t-deadlock -workers 1 -simulate\t13\t-\t-\t-\t-\t-\tsimulation (-simulate)",
    "TraceTest.java\tTrace.tla\t-\t-\t-\t-\t-\t-\t-\t-\ttrace explorer (generated SpecTE)",
];

/// The fake `tlars`: answers by spec file name; logs its folder and
/// arguments.
const FAKE: &str = r#"#!/bin/sh
echo "$(pwd) $*" >> "$FAKE_LOG"
done_ok() {
  echo "Model checking completed. No error has been found."
  echo "$2 states generated, $1 distinct states found, 0 states left on queue."
  echo "The depth of the complete state graph search is $3."
  exit 0
}
case "$2" in
  Ok.tla) done_ok 5 9 3 ;;
  Counts.tla) done_ok 11 20 4 ;;
  Safety.tla) echo "Error: Invariant Inv is violated."; echo "3 states generated, 3 distinct states found, 1 states left on queue."; echo "The depth of the complete state graph search is 2."; exit 12 ;;
  Exit.tla) echo "Error: Deadlock reached."; exit 11 ;;
  Crash.tla) echo "thread 'main' panicked at src/x.rs:1:1:" >&2; echo "boom" >&2; exit 101 ;;
  Unsup.tla) printf '%s\n' 'unsupported: the \cdot operator' >&2; exit 3 ;;
esac
echo "Error: unexpected spec $2"; exit 75
"#;

struct Fixture {
    dir: ScratchDir,
}

impl Fixture {
    fn new() -> Fixture {
        let dir = ScratchDir::new("tlc-suite-test");
        let models = dir.join("test-model");
        fs::create_dir_all(models.join("sub")).unwrap();
        fs::create_dir_all(models.join("sim")).unwrap();
        for f in ["Ok", "sub/Counts", "Safety", "Exit", "Crash", "Unsup", "sim/Sim"] {
            fs::write(models.join(format!("{f}.tla")), "---- MODULE M ----\n====\n").unwrap();
            fs::write(models.join(format!("{f}.cfg")), "INIT Init\nNEXT Next\n").unwrap();
        }
        fs::write(models.join("sub/Counts2.cfg"), "INIT Init\nNEXT Next\n").unwrap();
        fs::write(dir.join("models.tsv"), format!("# facts\n{HEADER}{}\n", FACTS.join("\n"))).unwrap();
        let fake = dir.join("fake-tlars");
        fs::write(&fake, FAKE).unwrap();
        fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
        Fixture { dir }
    }

    fn run(&self, args: &[&str]) -> (i32, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_conformance"))
            .arg("tlc-suite")
            .arg("--models")
            .arg(self.dir.join("test-model"))
            .arg("--facts")
            .arg(self.dir.join("models.tsv"))
            .arg("--tlars")
            .arg(self.dir.join("fake-tlars"))
            .args(args)
            .env("FAKE_LOG", self.dir.join("log"))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.is_empty(), "stderr: {stderr}");
        (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap())
    }
}

/// The model lines without their wall times.
fn model_lines(out: &str) -> Vec<String> {
    let statuses = ["PASS ", "FAIL ", "CRASH ", "SKIP ", "UNSUPPORTED ", "TIMEOUT "];
    out.lines()
        .filter(|l| statuses.iter().any(|s| l.starts_with(s)))
        .map(|l| {
            let close = l.find(" s)").unwrap();
            let open = l[..close].rfind(" (").unwrap();
            format!("{}{}", l[..open].split_whitespace().collect::<Vec<_>>().join(" "), &l[close + 3..])
        })
        .collect()
}

#[test]
fn judges_every_model_in_order() {
    let f = Fixture::new();
    let (code, out) = f.run(&["-I", "/lib/community"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        model_lines(&out),
        [
            "PASS Ok.tla|Ok.cfg (OkTest.java)",
            "FAIL sub/Counts.tla|sub/Counts2.cfg (CountsTest.java): distinct: TLC 10, tlars 11",
            "PASS Safety.tla|Safety.cfg (SafetyTest.java)",
            "FAIL Exit.tla|Exit.cfg (ExitTest.java): exit status: TLC 14 (assertion failure), tlars 11 (deadlock failure) (Error: Deadlock reached.)",
            "CRASH Crash.tla|Crash.cfg (CrashTest.java): crashed: exit status 101 (panic) (boom)",
            "UNSUPPORTED Unsup.tla|Unsup.cfg (UnsupTest.java): unsupported: the \\cdot operator",
            "SKIP sim/Sim.tla|sim/Sim.cfg (SimTest.java): simulation (-simulate)",
            "SKIP Trace.tla| (TraceTest.java): trace explorer (generated SpecTE)",
        ],
        "{out}"
    );
    assert!(out.contains("  skipped   1: simulation (-simulate)\n"), "{out}");
    assert_eq!(out.lines().last().unwrap(), "2 passed, 2 failed, 1 crashed, 0 timed out, 1 unsupported by tlars, 2 skipped");
    // Run in the spec's folder, cfg relative to it; TLC's -deadlock is
    // --no-deadlock; skipped models are not run.
    let log = fs::read_to_string(f.dir.join("log")).unwrap();
    let models = f.dir.join("test-model");
    assert!(
        log.lines().any(|l| l == format!("{} check Counts.tla --cfg Counts2.cfg --workers 1 --no-deadlock -I /lib/community", models.join("sub").display())),
        "{log}"
    );
    assert!(log.lines().any(|l| l == format!("{} check Safety.tla --workers 1 -I /lib/community", models.display())), "{log}");
    assert!(!log.contains("Sim.tla"), "{log}");
    // A filter and parallel jobs keep the order.
    let (_, out) = f.run(&["--filter", "sub/", "--jobs", "2"]);
    assert_eq!(model_lines(&out).len(), 1, "{out}");
}

#[test]
fn an_absent_test_model_folder_is_not_a_failure() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_conformance")).args(["tlc-suite", "--models", "/nonexistent/test-model", "--tlars", "/bin/true"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("is absent"));
}

#[test]
fn a_broken_facts_file_is_an_error() {
    let f = Fixture::new();
    fs::write(f.dir.join("models.tsv"), "spec\tcfg\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_conformance"))
        .arg("tlc-suite")
        .arg("--models")
        .arg(f.dir.join("test-model"))
        .arg("--facts")
        .arg(f.dir.join("models.tsv"))
        .args(["--tlars", "/bin/true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("header"));
}

#[test]
fn facts_are_read_from_the_junit_tests() {
    let f = Fixture::new();
    let tests = f.dir.join("test/tlc2/tool");
    fs::create_dir_all(&tests).unwrap();
    fs::write(
        tests.join("OkTest.java"),
        "package tlc2.tool;\npublic class OkTest extends ModelCheckerTestCase {\n  public OkTest() {\n    super(\"Counts\", \"sub\", new String[] {\"-config\", \"Counts2\"}, ExitStatus.VIOLATION_SAFETY);\n  }\n  protected boolean checkDeadLock() { return true; }\n}\n",
    )
    .unwrap();
    fs::write(
        tests.join("SimTest.java"),
        "public class SimTest extends ModelCheckerTestCase {\n  public SimTest() { super(\"Sim\", \"sim\", new String[] {\"-simulate\"}); }\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_conformance"))
        .arg("tlc-suite-facts")
        .arg("--models")
        .arg(f.dir.join("test-model"))
        .arg("--tests")
        .arg(f.dir.join("test"))
        .args(["--tlc", "/nonexistent/tlc", "--no-tlc", "--out"])
        .arg(f.dir.join("out.tsv"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = fs::read_to_string(f.dir.join("out.tsv")).unwrap();
    let rows: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(
        rows,
        [
            HEADER.trim_end(),
            "tlc2/tool/OkTest.java\tsub/Counts.tla\tsub/Counts2.cfg\t-workers 1 -config Counts2.cfg\t12\t-\t-\t-\t-\t-\t-",
            "tlc2/tool/SimTest.java\tsim/Sim.tla\tsim/Sim.cfg\t-deadlock -workers 1 -simulate\t0\t-\t-\t-\t-\t-\tsimulation (-simulate)",
        ]
    );
}
