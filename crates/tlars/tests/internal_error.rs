//! A panic is never an answer: whatever command it happens in, the user
//! gets one located internal-error report on standard error and exit
//! status 255, not Rust's panic message and backtrace.

use std::process::Command;
use test_support::repo_root;

#[test]
fn a_panic_is_a_located_internal_error_with_status_255() {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["check", "tests/check/ConfigNames.tla", "--cfg", "tests/check/ConfigNames.invtrue.cfg"])
        .env("TLARS_TEST_INTERNAL_ERROR", "1")
        .env_remove("RUST_BACKTRACE")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(255), "{stderr}");
    assert!(stderr.starts_with("tlars: internal error: TLARS_TEST_INTERNAL_ERROR is set\n  at crates/tlars/src/main.rs:"), "{stderr}");
    assert!(stderr.contains("This is a bug in tlars"), "{stderr}");
    assert!(!stderr.contains("panicked at") && !stderr.contains("stack backtrace"), "{stderr}");
    assert!(out.stdout.is_empty(), "nothing is claimed on standard output");
}

#[test]
fn without_the_switch_the_same_command_runs() {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["check", "tests/check/ConfigNames.tla", "--cfg", "tests/check/ConfigNames.invtrue.cfg"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

/// Inputs that once reached a panic (found by the check fuzz test): each
/// must end with a verdict or an error of the spec's, never an internal
/// error. (tests/internal/NAME.tla with NAME.cfg.)
#[test]
fn inputs_that_panicked_do_not() {
    let dir = repo_root().join("tests/internal");
    for entry in std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()) {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "tla") {
            continue;
        }
        let out = Command::new(env!("CARGO_BIN_EXE_tlars")).arg("check").arg(&path).args(["--workers", "1"]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.code().is_some_and(|c| c != 255) && !stderr.contains("internal error"), "{}: {:?}\n{stderr}", path.display(), out.status);
    }
}
