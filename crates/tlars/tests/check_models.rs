//! `tlars check` on the models in `tests/check/`, one test per case, so
//! that one case runs alone (`cargo test --test check_models --
//! ActionPropertyNames`) and fails alone:
//!
//! - `check::CASE`: `NAME.tla` with the case's configuration prints exactly
//!   `CASE.expected` (its first line the exit status, `exit: N`; the timing
//!   line left out): the verdict, TLC's counts and the trace as TLC prints
//!   them. `UPDATE_EXPECT=1` rewrites the expectations (review the diff).
//! - `workers::CASE`: two and three workers give what one gives.
//! - `disk::CASE`: with a memory budget smaller than the process, every
//!   level goes to disk from its first state, and the results do not
//!   change (one worker or two); the work folder is left empty.
//! - `recover::CASE`: checkpointed as often as the search allows (every
//!   60 µs), then recovered from its last checkpoint, the run ends as it
//!   did: verdict, counts, depth and trace. (A case checked faster than
//!   that writes no checkpoint and passes. A model that prints compares
//!   from its verdict on: what it printed before the checkpoint is not
//!   printed again, as with TLC.)
//!
//! A case is a configuration: `NAME.cfg` checks `NAME.tla`, a variant
//! `NAME.VARIANT.cfg` checks it too, `folder/NAME.cfg` a model with modules
//! of its own beside it, and `NAME.embedded` a module with its own
//! `---- CONFIG NAME ----` section, as `-config NAME.tla` makes TLC.

use std::path::{Path, PathBuf};
use std::process::Command;
use test_support::cases::Case;
use test_support::check_cases::{case_args, case_names};
use test_support::repo_root;

fn main() {
    let root = repo_root();
    let mut cases = Vec::new();
    for name in case_names(&root) {
        for (kind, test) in [("check", check as fn(&Path, &str) -> Result<(), String>), ("workers", workers), ("disk", disk), ("recover", recover)] {
            let (root, name) = (root.clone(), name.clone());
            cases.push(Case::new(format!("{kind}::{name}"), move || test(&root, &name)));
        }
    }
    test_support::cases::run(cases)
}

/// The case's exit status and standard output (without the timing line).
fn run(root: &Path, name: &str, extra: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(root).args(case_args(name)).args(extra).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("Finished in")).map(|l| format!("{l}\n")).collect();
    (out.status.code(), text)
}

fn check(root: &Path, name: &str) -> Result<(), String> {
    let (code, body) = run(root, name, &["--workers", "1"]);
    let actual = format!("exit: {}\n{body}", code.unwrap_or(-1));
    test_support::golden::check(&root.join("tests/check").join(format!("{name}.expected")), &actual)
}

fn workers(root: &Path, name: &str) -> Result<(), String> {
    let one = run(root, name, &["--workers", "1"]);
    for more in ["2", "3"] {
        if run(root, name, &["--workers", more]) != one {
            return Err(format!("--workers {more} differs from --workers 1").to_string());
        }
    }
    Ok(())
}

/// A folder of the temporary folder for one case's files, emptied after.
fn scratch(kind: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tlars-{kind}-{}-{}", std::process::id(), name.replace('/', "-")));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn disk(root: &Path, name: &str) -> Result<(), String> {
    let work = scratch("spill", name);
    let spill = ["--spill-above", "1", "--work-dir", work.to_str().unwrap()];
    for workers in ["1", "2"] {
        if run(root, name, &["--workers", workers]) != run(root, name, &[&["--workers", workers][..], &spill[..]].concat()) {
            return Err(format!("states on disk change the results ({workers} workers)").to_string());
        }
    }
    let left = std::fs::read_dir(&work).unwrap().count();
    std::fs::remove_dir_all(&work).unwrap();
    if left > 0 {
        return Err("the work folder is not left empty".to_string());
    }
    Ok(())
}

fn recover(root: &Path, name: &str) -> Result<(), String> {
    let dir = scratch("checkpoint", name);
    let from_verdict = |extra: &[&str]| {
        let (code, text) = run(root, name, &[&["--workers", "1"][..], extra].concat());
        let verdict = text.lines().position(|l| l.starts_with("Error:") || l.starts_with("Model checking completed"));
        (code, text.lines().skip(verdict.unwrap_or(0)).map(|l| format!("{l}\n")).collect::<String>())
    };
    let checkpointed = from_verdict(&["--checkpoint", "0.000001", "--checkpoint-dir", dir.to_str().unwrap()]);
    let result = if !dir.join("checkpoint.tlars").exists() || from_verdict(&["--recover", dir.to_str().unwrap()]) == checkpointed {
        Ok(())
    } else {
        Err("recovered from its last checkpoint, the run ends otherwise".to_string())
    };
    let _ = std::fs::remove_dir_all(&dir);
    result
}
