//! What the test suites of several crates share: finding the repository
//! and its files, comparing output with `.expected` files, and the
//! mutation harness that feeds broken input to a parser. Used only as a
//! dev-dependency.
//!
//! # In detail
//!
//! This crate (a dev-dependency only) holds what those suites share: the repository's
//! folders and files, the comparison with `.expected` files (`UPDATE_EXPECT=1`
//! rewrites them), and the mutation harness (deterministic mutations,
//! `catch_unwind`, a watchdog for hangs) that `tlars` and `tla-config` run with
//! their own alphabets and checks.
//!
//! # The suites
//!
//! Spec-level tests of the checker are `tests/check/NAME.tla` + `.cfg` (or
//! `NAME.VARIANT.cfg`) with the expected output and exit status in
//! `NAME.expected` (`NAME.VARIANT.expected`).
//!
//! Tests are data where possible: `tests/syntax/*.tla` with the expected
//! S-expression trees, `tests/parse-errors/*.tla` with the expected `short`
//! diagnostics, `tests/parse-ok/*.tla` that must parse cleanly. The corpus test
//! parses every module of `../shared/corpus` and `specs/` when the corpus is
//! present, and a mutation test feeds thousands of broken variants of real
//! modules to the parser to show that no input panics or hangs. The check fuzz
//! test (`crates/tlars/tests/check_fuzz.rs`) does the same to whole models:
//! small corpus models and `tests/check` cases, their modules and
//! configurations mutated (the harness' mutations, huge numerals, deep nesting,
//! invalid UTF-8, constants of the wrong kind, operators with arguments or
//! built-ins named as invariants or properties, wrong `<-` substitutions), each
//! checked by the `tlars` binary with `--max-depth 3` under a time limit; an
//! internal error, a death by a signal or a timeout fails it
//! (`CHECK_MUTANTS=N`, default 300, `CHECK_FUZZ_SEED`).
#![forbid(unsafe_code)]

pub mod cases;
pub mod check_cases;
pub mod golden;
pub mod mutation;

use std::path::{Path, PathBuf};

/// A fresh folder under the system's temporary folder, removed when
/// dropped; it reads as its (canonical) path.
pub struct ScratchDir(PathBuf);

impl ScratchDir {
    /// A new empty folder whose name starts with `prefix` and is unique in
    /// this process.
    pub fn new(prefix: &str) -> ScratchDir {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!("{prefix}-{}-{}", std::process::id(), N.fetch_add(1, Ordering::SeqCst)));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a scratch folder");
        ScratchDir(dir.canonicalize().expect("scratch folder"))
    }
}

impl std::ops::Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The repository's root folder.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

/// Every file under `dir` (recursively) whose extension is `ext`, each
/// folder's entries in name order.
pub fn files_with_extension(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            files_with_extension(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// The files directly in `dir` (relative to `root`) ending in `.ext`,
/// sorted, as paths relative to `root`.
pub fn cases(root: &Path, dir: &str, ext: &str) -> Vec<String> {
    let suffix = format!(".{ext}");
    let mut out: Vec<String> = std::fs::read_dir(root.join(dir))
        .unwrap_or_else(|e| panic!("cannot read {dir}: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(&suffix))
        .map(|n| format!("{dir}/{n}"))
        .collect();
    out.sort();
    out
}
