//! The seed specifications in `specs/`: their liveness properties give
//! TLC's verdicts, counts and (for violations) counterexample shapes, as
//! measured with TLC on the same models.

use std::path::Path;
use std::process::Command;

fn check(spec: &str, cfg: &str) -> (i32, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&root).args(["check", spec, "--cfg", cfg, "--workers", "2"]).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn cluster_update_ends_partially_updated() {
    let (code, out) = check("specs/cluster-update/UpdateCluster.tla", "specs/cluster-update/UpdateClusterLiveness.cfg");
    assert_eq!(code, 13, "{out}");
    assert!(out.contains("Error: Temporal property NoPartialUpdateTermination was violated."), "{out}");
    assert!(out.contains("Error: The following behavior constitutes a counter-example:"), "{out}");
    // A lasso: it goes back to an earlier state, forever.
    assert!(out.lines().any(|l| l.starts_with("Back to state ")), "{out}");
    assert!(out.contains("2982 states generated, 1024 distinct states found, 0 states left on queue."), "{out}");
    assert!(out.contains("The depth of the complete state graph search is 16."), "{out}");
}

#[test]
fn storage_model_never_terminates() {
    let (code, out) = check("specs/storage/kcpStorage.tla", "specs/storage/kcpStorageLiveness.cfg");
    assert_eq!(code, 13, "{out}");
    assert!(out.contains("Error: Temporal property Termination was violated."), "{out}");
    // As TLC: one Start_ step, then back to the initial state.
    assert!(out.contains("State 2: <Start_ line 151, col 11 to line 158, col 43 of module kcpStorage>"), "{out}");
    assert!(out.contains("Back to state 1: <Start_ line 151, col 11 to line 158, col 43 of module kcpStorage>"), "{out}");
    assert!(out.contains("157 states generated, 36 distinct states found, 0 states left on queue."), "{out}");
}

#[test]
fn iam_operator_terminates_last() {
    let (code, out) = check("specs/iam-operator/IrsaOperatorLiveness.tla", "specs/iam-operator/IrsaOperatorLiveness.cfg");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("19180 states generated, 7053 distinct states found, 0 states left on queue."), "{out}");
    assert!(out.contains("The depth of the complete state graph search is 48."), "{out}");
}

#[test]
fn worker_spec_tasks_settle() {
    let (code, out) = check("specs/swarmkit/WorkerSpec.tla", "specs/swarmkit/WorkerSpec.cfg");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("136920 states generated, 29210 distinct states found, 0 states left on queue."), "{out}");
    assert!(out.contains("The depth of the complete state graph search is 15."), "{out}");
}
