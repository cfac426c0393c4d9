//! `tlars diff`: a spec checked by TLC and by tlars and the reports
//! compared. Against a fake TLC (tests/diff/fake-java printing a report
//! TLC printed, see tests/diff/README.md): agreeing, differing, missing,
//! crashing; and, when a real TLC jar is at hand, on the seed specs.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use test_support::repo_root;

fn diff_dir() -> PathBuf {
    repo_root().join("tests/diff")
}

/// `tlars diff Counter.tla` with the fake java printing `output`.
fn diff_with_fake(output: &str, status: i32, extra: &[&str]) -> Output {
    let dir = diff_dir();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tlars"));
    cmd.current_dir(&dir)
        .args(["diff", "Counter.tla", "--tlc", "tla2tools.jar.txt", "--java"])
        .arg(dir.join("fake-java"))
        .args(extra)
        .env("FAKE_TLC_OUTPUT", output)
        .env("FAKE_TLC_STATUS", status.to_string())
        .env_remove("TLA_PATH");
    cmd.output().expect("run tlars diff")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The table's row for `field`, split in words.
fn row(table: &str, field: &str) -> Vec<String> {
    let line = table.lines().find(|l| l.starts_with(field)).unwrap_or_else(|| panic!("no row {field} in\n{table}"));
    line[field.len()..].split_whitespace().map(str::to_string).collect()
}

#[test]
fn agreeing_reports_exit_0_with_every_field_equal() {
    let out = diff_with_fake("tlc-agree.out", 0, &[]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
    assert!(text.contains("tlars and TLC agree."), "{text}");
    assert_eq!(row(&text, "verdict"), ["success", "success", "="]);
    assert_eq!(row(&text, "distinct states"), ["15", "15", "="]);
    assert_eq!(row(&text, "states generated"), ["21", "21", "="]);
    assert_eq!(row(&text, "depth"), ["9", "9", "="]);
    assert!(row(&text, "wall time").contains(&"tlars/TLC".to_string()), "{text}");
}

#[test]
fn differing_reports_exit_1_naming_the_first_difference_and_the_commands() {
    let out = diff_with_fake("tlc-differ.out", 0, &[]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("tlars and TLC differ: states generated: TLC 22, tlars 21."), "{text}");
    assert!(row(&text, "distinct states").starts_with(&["16".to_string(), "15".to_string()]), "{text}");
    assert_eq!(row(&text, "depth"), ["9", "9", "="]);
    // The command lines, ready to paste.
    assert!(text.contains("tlc2.TLC -workers 1 -config"), "{text}");
    assert!(text.contains("check Counter.tla --cfg"), "{text}");
}

#[test]
fn json_gives_the_same_comparison() {
    let out = diff_with_fake("tlc-differ.out", 0, &["--json", "-D", "example.key=1"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("one JSON object");
    assert_eq!(v["agree"], false);
    assert_eq!(v["first_difference"], "states generated");
    let field = |name: &str| v["fields"].as_array().unwrap().iter().find(|f| f["field"] == name).cloned().unwrap();
    assert_eq!(field("distinct states")["tlc"], "16");
    assert_eq!(field("distinct states")["tlars"], "15");
    assert_eq!(field("distinct states")["same"], false);
    assert_eq!(field("verdict")["same"], true);
    // A -D property goes to both checkers.
    assert!(v["tlc"]["command"].as_str().unwrap().contains(" -Dexample.key=1 "), "{}", v["tlc"]["command"]);
    assert!(v["tlars"]["command"].as_str().unwrap().contains(" -D example.key=1"), "{}", v["tlars"]["command"]);
    assert_eq!(v["tlc"]["status"], 0);
    assert_eq!(v["tlars"]["status"], 0);
}

#[test]
fn several_workers_do_not_compare_tlcs_depth() {
    // A TLC whose depth differs, run with 2 workers: not a difference.
    let dir = diff_dir();
    let scratch = test_support::ScratchDir::new("tlars-diff-depth");
    let text = std::fs::read_to_string(dir.join("tlc-agree.out")).unwrap().replace("search is 9.", "search is 8.");
    std::fs::write(scratch.join("tlc-depth.out"), text).unwrap();
    for f in ["Counter.tla", "Counter.cfg", "fake-java", "tla2tools.jar.txt"] {
        std::fs::copy(dir.join(f), scratch.join(f)).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(&*scratch)
        .args(["diff", "Counter.tla", "--tlc", "tla2tools.jar.txt", "--workers", "2", "--java"])
        .arg(scratch.join("fake-java"))
        .env("FAKE_TLC_OUTPUT", "tlc-depth.out")
        .output()
        .unwrap();
    let table = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{table}");
    assert!(table.contains("TLC's depth with 2 workers is not exact"), "{table}");
}

#[test]
fn a_missing_tlc_or_java_is_a_clear_message_and_status_2() {
    let dir = diff_dir();
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&dir).args(args).env_remove("TLC_JAR").output().unwrap();
    let out = run(&["diff", "Counter.tla"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("pass --tlc PATH/tla2tools.jar or set TLC_JAR"), "{}", stderr(&out));
    let out = run(&["diff", "Counter.tla", "--tlc", "/nonexistent/tla2tools.jar"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("/nonexistent/tla2tools.jar does not exist"), "{}", stderr(&out));
    let out = run(&["diff", "Counter.tla", "--tlc", "tla2tools.jar.txt", "--java", "/nonexistent/bin/java"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("java (/nonexistent/bin/java) was not found"), "{}", stderr(&out));
}

#[test]
fn a_crashing_tlc_is_not_compared() {
    let out = diff_with_fake("crash", 1, &[]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(text.contains("Not compared: TLC did not finish normally: Exception in thread \"main\" java.lang.OutOfMemoryError"), "{text}");
    assert!(!text.contains("differs"), "{text}");
}

/// A real TLC: $TLC_JAR, or tla2tools.jar in ../tlc beside the repository.
fn real_tlc() -> Option<PathBuf> {
    let jar = std::env::var_os("TLC_JAR").map(PathBuf::from).unwrap_or_else(|| repo_root().join("../tlc/tla2tools.jar"));
    let java = Command::new("java").arg("-version").output().is_ok_and(|o| o.status.success());
    (jar.is_file() && java).then_some(jar)
}

#[test]
fn the_seed_specs_agree_with_tlc() {
    let Some(jar) = real_tlc() else {
        eprintln!("no TLC jar ($TLC_JAR or ../tlc/tla2tools.jar) or no java: skipped");
        return;
    };
    let specs = repo_root().join("specs");
    let models = [
        ("cloudformation/CloudFormation.tla", "CloudFormation.cfg"),
        ("cluster-update/UpdateCluster.tla", "UpdateCluster.cfg"),
        ("cluster-update/UpdateCluster.tla", "UpdateClusterLiveness.cfg"),
        ("iam-operator/IrsaOperator.tla", "IrsaOperator.cfg"),
        ("iam-operator/IrsaOperatorLiveness.tla", "IrsaOperatorLiveness.cfg"),
        ("storage/kcpStorage.tla", "kcpStorage.cfg"),
        ("storage/kcpStorage.tla", "kcpStorageLiveness.cfg"),
        ("swarmkit/WorkerSpec.tla", "WorkerSpec.cfg"),
    ];
    for (spec, cfg) in models {
        let spec = specs.join(spec);
        let cfg = spec.parent().unwrap_or(Path::new(".")).join(cfg);
        let out = Command::new(env!("CARGO_BIN_EXE_tlars")).args(["diff"]).arg(&spec).arg("--cfg").arg(&cfg).arg("--tlc").arg(&jar).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}:\n{}{}", spec.display(), stdout(&out), stderr(&out));
    }
}

/// TLC runs a spec's external commands (IOUtils' IOExec) unasked: `tlars
/// diff` refuses such a spec before either checker runs, as `tlars check`
/// runs none unless allowed, saying where the spec asks for one; with
/// `--allow-io` both run, tlars' check with the permission, and agree on
/// the report TLC printed (tests/diff/tlc-exec.out).
#[test]
fn a_spec_that_runs_commands_needs_allow_io() {
    let dir = diff_dir();
    let scratch = test_support::ScratchDir::new("tlars-diff-io");
    let ran = scratch.join("tlc-ran");
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&dir)
            .args(["diff", "Exec.tla", "--tlc", "tla2tools.jar.txt", "--java"])
            .arg(dir.join("fake-java"))
            .args(extra)
            .env("FAKE_TLC_OUTPUT", "tlc-exec.out")
            .env("FAKE_TLC_RAN", &ran)
            .env_remove("TLA_PATH")
            .output()
            .unwrap()
    };
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(2), "{}{}", stdout(&out), stderr(&out));
    assert!(
        stderr(&out).contains("IOExec runs an external command (line 7, col 13 to line 7, col 18 of module Exec), which TLC would run: pass --allow-io"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).is_empty(), "{}", stdout(&out));
    assert!(!ran.exists(), "TLC was run");

    let out = run(&["--allow-io"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
    assert!(ran.exists(), "TLC was not run");
    assert!(text.contains("tlars and TLC agree."), "{text}");
    assert_eq!(row(&text, "distinct states"), ["3", "3", "="]);
    // (The permission goes to tlars' check; TLC has no such switch.)
    let out = run(&["--allow-io", "--json"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("one JSON object");
    assert!(v["tlars"]["command"].as_str().unwrap().ends_with(" --allow-io"), "{}", v["tlars"]["command"]);
    assert_eq!(v["agree"], true);
}
