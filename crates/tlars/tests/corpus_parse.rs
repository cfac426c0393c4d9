//! Every `.tla` file of the conformance corpus (`../shared/corpus` beside
//! the checkout: examples, swarmkit, lib) and of `specs/` must be accepted by
//! `tlars parse`, with the corpus libraries on the include path as TLC had
//! them. Skipped with a note when the corpus is absent (a fresh clone).
//!
//! Files are checked in batches, one per folder, each file named by its
//! path, so that EXTENDS and INSTANCE resolve against the file's own folder.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use test_support::{files_with_extension, repo_root};

fn tlars(root: &Path, includes: &[PathBuf], files: &[PathBuf]) -> std::process::Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tlars"));
    cmd.current_dir(root).arg("parse").arg("--message-format").arg("short");
    for inc in includes {
        cmd.arg("-I").arg(inc);
    }
    cmd.args(files);
    cmd.output().expect("run tlars")
}

/// The first error line of a run's output, else its first line at all.
fn first_diagnostic(out: &std::process::Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    stdout.lines().find(|l| l.contains(": error: ")).or_else(|| stderr.lines().next()).or_else(|| stdout.lines().next()).unwrap_or("(no output)").to_string()
}

#[test]
fn corpus_files_all_parse() {
    let root = repo_root();
    let corpus = root.join("../shared/corpus");
    if !corpus.is_dir() {
        eprintln!("note: {} not found; corpus parse test skipped", corpus.display());
        return;
    }
    let corpus = corpus.canonicalize().unwrap();
    let lib = corpus.join("lib");
    let includes = [lib.join("tlapm"), lib.join("community"), lib.join("apalache")];

    let mut files = Vec::new();
    files_with_extension(&corpus, "tla", &mut files);
    files_with_extension(&root.join("specs"), "tla", &mut files);
    files.sort();
    assert!(!files.is_empty(), "no .tla files in the corpus");

    let mut by_folder: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    for f in &files {
        by_folder.entry(f.parent().unwrap().to_path_buf()).or_default().push(f.clone());
    }

    let mut failures: Vec<(PathBuf, String)> = Vec::new();
    for batch in by_folder.values() {
        let out = tlars(&root, &includes, batch);
        if out.status.code() == Some(0) {
            continue;
        }
        // Find the culprits one by one.
        let mut found = false;
        for f in batch {
            let one = tlars(&root, &includes, std::slice::from_ref(f));
            if one.status.code() != Some(0) {
                found = true;
                failures.push((f.clone(), format!("exit {:?}: {}", one.status.code(), first_diagnostic(&one))));
            }
        }
        if !found {
            failures.push((batch[0].parent().unwrap().to_path_buf(), format!("batch failed: {}", first_diagnostic(&out))));
        }
    }

    if failures.is_empty() {
        eprintln!("parsed {} corpus files, all OK", files.len());
        return;
    }
    let mut msg = format!("{} of {} corpus files were rejected:\n", failures.len(), files.len());
    for (f, d) in &failures {
        let shown = f.strip_prefix(&corpus).map(|p| p.display().to_string()).unwrap_or_else(|_| f.display().to_string());
        msg.push_str(&format!("  {shown}\n      {d}\n"));
    }
    panic!("{msg}");
}
